/** Content pages, legal part one: CGU, CGV, mentions légales. */
export type PageSection = { heading: string; paragraphs: string[] }
export type PageSeed = { uri: string; title: string; description: string; intro: string; sections: PageSection[] }

export const PAGES_1: PageSeed[] = [
  {
    uri: 'cgu',
    title: 'Conditions générales d’utilisation',
    description: 'Les règles d’utilisation du site Mon Toiletteur pour les propriétaires d’animaux et les toiletteurs.',
    intro:
      'Les présentes conditions générales d’utilisation (CGU) encadrent l’accès au site Mon Toiletteur et son utilisation par toute personne qui le consulte, prend rendez-vous ou y dispose d’un compte. Utiliser le site vaut acceptation des CGU en vigueur.',
    sections: [
      {
        heading: '1. Objet du service',
        paragraphs: [
          'Mon Toiletteur est une place de marché qui met en relation des propriétaires d’animaux et des toiletteurs professionnels installés en France, en Belgique ou en Suisse. Le site permet de rechercher un toiletteur par ville ou par spécialité, de consulter sa page de présentation et de réserver un rendez-vous en ligne.',
          'Mon Toiletteur n’est pas partie au contrat de prestation conclu entre le client et le toiletteur : le toiletteur reste seul responsable de ses prestations, de ses tarifs et de l’accueil des animaux.',
        ],
      },
      {
        heading: '2. Comptes',
        paragraphs: [
          'La réservation peut nécessiter la création d’un compte client et la vérification du numéro de téléphone par un code envoyé par SMS. Les toiletteurs disposent d’un espace professionnel ouvert après acceptation de leur demande d’inscription.',
          'Chaque utilisateur garde ses identifiants confidentiels et signale sans délai toute utilisation frauduleuse de son compte. Les informations fournies doivent être exactes et tenues à jour.',
        ],
      },
      {
        heading: '3. Prise de rendez-vous',
        paragraphs: [
          'Les créneaux affichés sont calculés à partir de l’agenda tenu par le toiletteur. Un rendez-vous peut être confirmé immédiatement ou rester en attente de validation par le toiletteur ; un e-mail informe le client dans les deux cas.',
          'Le client peut annuler ou reporter son rendez-vous depuis son espace, dans le délai fixé par le toiletteur. En cas d’empêchement, il est demandé de prévenir le plus tôt possible afin de libérer le créneau.',
        ],
      },
      {
        heading: '4. Acompte, empreinte bancaire et frais d’absence',
        paragraphs: [
          'Un toiletteur peut demander, à la réservation, une empreinte bancaire (votre carte est enregistrée par Stripe avec authentification forte, rien n’est débité) ou un acompte (une part du prix, payée en ligne). L’étape de confirmation indique avant tout engagement, en euros, ce qui est demandé, le délai d’annulation gratuite et les frais prévus en cas d’absence ou d’annulation tardive ; ces conditions restent celles du jour de la réservation. Un client qui a manqué deux rendez-vous sur le site peut se voir demander une empreinte par tout toiletteur qui en prévoit une.',
          'Le paiement se fait sur les pages sécurisées de Stripe : le site ne voit ni ne conserve vos numéros de carte. La demande n’est transmise au toiletteur qu’une fois l’acompte payé ou la carte enregistrée ; sans paiement dans les 30 minutes, le créneau est libéré.',
          'L’acompte est remboursé en entier, automatiquement, si le toiletteur refuse ou ne valide pas la demande, s’il annule, ou si vous annulez avant la fin du délai d’annulation gratuite ; il est déduit du prix le jour du rendez-vous. En cas d’absence ou d’annulation après ce délai, le toiletteur peut facturer les frais prévus, jamais plus : ils sont débités de la carte enregistrée (ou conservés sur l’acompte, le reste étant remboursé). Chaque mouvement vous est annoncé par e-mail et SMS, avec son montant ; si la carte refuse, un lien de paiement vous est envoyé.',
          'Pour contester un montant, répondez à l’e-mail reçu ou appelez le toiletteur (son téléphone figure sur votre rendez-vous) ; un remboursement se fait sur la carte débitée. Votre banque reste libre d’ouvrir une contestation de paiement (litige carte).',
        ],
      },
      {
        heading: '5. Obligations des utilisateurs',
        paragraphs: [
          'Il est interdit d’utiliser le site à des fins illicites, de réserver des rendez-vous fictifs, de collecter les données d’autres utilisateurs ou de perturber le fonctionnement du service. Mon Toiletteur peut suspendre un compte qui ne respecte pas ces règles.',
        ],
      },
      {
        heading: '6. Avis',
        paragraphs: [
          'Après un rendez-vous honoré, le client peut être invité à donner son avis. Les avis sont collectés et modérés selon les règles décrites sur la page « Service avis ».',
        ],
      },
      {
        heading: '7. Responsabilité et disponibilité',
        paragraphs: [
          'Mon Toiletteur s’efforce d’assurer un accès continu au site mais ne peut garantir l’absence d’interruption, notamment pour maintenance. Sa responsabilité ne saurait être engagée pour le déroulement d’une prestation réalisée par un toiletteur.',
        ],
      },
      {
        heading: '8. Données personnelles et droit applicable',
        paragraphs: [
          'Le traitement des données personnelles est décrit dans la politique de confidentialité. Les présentes CGU sont soumises au droit français. Elles peuvent être modifiées à tout moment ; la version applicable est celle en ligne au jour de l’utilisation du site.',
        ],
      },
    ],
  },
  {
    uri: 'cgv',
    title: 'Conditions générales de vente',
    description:
      'Les conditions de l’abonnement Mon Toiletteur à 29 € HT par mois proposé aux toiletteurs professionnels.',
    intro:
      'Les présentes conditions générales de vente (CGV) s’appliquent à l’abonnement souscrit par un toiletteur professionnel auprès de Mon Toiletteur. Elles ne concernent pas les prestations de toilettage, qui sont vendues directement par le toiletteur à son client ; la section 7 décrit l’encaissement des acomptes et frais d’absence pour le compte du toiletteur.',
    sections: [
      {
        heading: '1. L’offre',
        paragraphs: [
          'Mon Toiletteur propose une offre unique au prix de 29 € HT par mois (34,80 € TTC au taux de TVA de 20 %), sans frais d’installation. Elle comprend une page de présentation personnalisée, l’agenda en ligne, la prise de rendez-vous par les clients, les rappels par e-mail et SMS, la synchronisation avec Google Agenda, Apple Calendrier et Outlook, et le suivi des appels.',
        ],
      },
      {
        heading: '2. Souscription',
        paragraphs: [
          'Le toiletteur adresse une demande d’inscription depuis la page « Demande d’inscription ». Après vérification de son activité professionnelle (numéro SIRET ou équivalent belge ou suisse), Mon Toiletteur ouvre son espace et lui confirme l’activation par e-mail. Le contrat prend effet à cette date.',
        ],
      },
      {
        heading: '3. Durée et résiliation',
        paragraphs: [
          'L’abonnement est mensuel, sans engagement de durée, et se renouvelle tacitement chaque mois. Le toiletteur peut le résilier à tout moment depuis son espace ou par e-mail ; la résiliation prend effet à la fin du mois en cours, sans remboursement prorata temporis.',
        ],
      },
      {
        heading: '4. Paiement',
        paragraphs: [
          'L’abonnement est payable d’avance, chaque mois, par prélèvement SEPA ou carte bancaire. Une facture est mise à disposition dans l’espace toiletteur. En cas d’impayé, après une relance restée sans effet pendant quinze jours, le service peut être suspendu ; une indemnité forfaitaire de 40 € pour frais de recouvrement est due en application de l’article L. 441-10 du Code de commerce.',
        ],
      },
      {
        heading: '5. Évolution du prix',
        paragraphs: [
          'Toute modification du prix est annoncée au moins trente jours à l’avance par e-mail. Le toiletteur qui la refuse peut résilier son abonnement avant son entrée en vigueur.',
        ],
      },
      {
        heading: '6. Obligations des parties',
        paragraphs: [
          'Mon Toiletteur met en œuvre les moyens nécessaires au bon fonctionnement du service (obligation de moyens). Le toiletteur tient son agenda et ses informations à jour, honore les rendez-vous confirmés et respecte la réglementation applicable à son activité, notamment en matière de bien-être animal.',
        ],
      },
      {
        heading: '7. Paiements des clients du toiletteur (acomptes et frais d’absence)',
        paragraphs: [
          'Le toiletteur qui le souhaite relie son propre compte Stripe (ouvert sur les pages de Stripe) et choisit sa règle : aucune garantie, une empreinte bancaire ou un acompte, pour tous ses clients ou pour les nouveaux et ceux qui ont manqué un rendez-vous, un délai d’annulation gratuite et des frais d’absence ou d’annulation tardive (au plus l’acompte). Les sommes sont versées sur son compte Stripe ; la commission de Mon Toiletteur sur ces sommes est de 0 % sauf mention contraire dans l’espace toiletteur. Les frais de Stripe et les contestations de paiement (litiges carte) sont portés par la plateforme, qui en répond auprès de Stripe ; un remboursement est repris sur le compte du toiletteur.',
          'Chaque acompte, remboursement et frais est enregistré comme une note du registre des encaissements du toiletteur, numérotée et inaltérable. Le toiletteur ne facture que les frais prévus à la réservation, après une absence constatée ou une annulation hors délai, et rembourse sans délai ce qu’il n’est pas fondé à conserver.',
        ],
      },
      {
        heading: '8. Litiges',
        paragraphs: [
          'Les présentes CGV sont soumises au droit français. En cas de différend, les parties recherchent d’abord une solution amiable ; à défaut, le litige est porté devant les tribunaux compétents de Lyon.',
        ],
      },
    ],
  },
  {
    uri: 'mentions-legales',
    title: 'Mentions légales',
    description: 'Éditeur, directeur de la publication et hébergeur du site Mon Toiletteur.',
    intro:
      'Conformément à l’article 6 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique, voici les informations relatives à l’éditeur et à l’hébergeur du site.',
    sections: [
      {
        heading: 'Éditeur du site',
        paragraphs: [
          'Mon Toiletteur SAS, société par actions simplifiée au capital de 10 000 €, dont le siège social est situé 12 rue de la République, 69002 Lyon, immatriculée au registre du commerce et des sociétés de Lyon (numéro communiqué sur demande). Numéro de TVA intracommunautaire communiqué sur demande.',
          'Contact : contact@montoiletteur.fr, 01 84 80 00 00 (du lundi au vendredi, de 9 h à 18 h).',
        ],
      },
      {
        heading: 'Directeur de la publication',
        paragraphs: ['Le président de Mon Toiletteur SAS, joignable à l’adresse contact@montoiletteur.fr.'],
      },
      {
        heading: 'Hébergeur',
        paragraphs: [
          'OVH SAS, 2 rue Kellermann, 59100 Roubaix, France. Les données du site sont hébergées dans des centres de données situés dans l’Union européenne.',
        ],
      },
      {
        heading: 'Propriété intellectuelle',
        paragraphs: [
          'La structure du site, ses textes, son logo et ses éléments graphiques sont la propriété de Mon Toiletteur SAS, sauf mention contraire. Les photographies et présentations publiées par les toiletteurs restent leur propriété. Toute reproduction sans autorisation est interdite.',
        ],
      },
      {
        heading: 'Signaler un contenu',
        paragraphs: [
          'Pour signaler un contenu illicite ou une erreur sur une fiche de toiletteur, écrivez à contact@montoiletteur.fr en précisant l’adresse de la page concernée.',
        ],
      },
    ],
  },
]
