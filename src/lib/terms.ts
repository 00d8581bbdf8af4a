/** The refusal shown when an account is created without accepting the CGU and the privacy policy (spec section 5). */
export const TERMS_REQUIRED =
  'Acceptez les conditions générales d’utilisation et la politique de confidentialité pour créer votre compte.'
