export { clientIp, installClientAddressGuard, UNKNOWN_ADDRESS } from './clientAddress'
export { minutesText, tooManyResets, tooManySignIns } from './messages'
export { admitPasswordReset, admitSignIn, recordSignInFailure, recordSignInSuccess } from './signIn'
