import { adminOrOwner } from '../../src/access/roles'

/** An attendee reads and edits only their own account; admins all. */
export const selfOrAdmin = adminOrOwner('attendees', 'id')
