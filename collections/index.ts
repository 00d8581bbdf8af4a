import { adminApiCollection, adminApiGlobal } from '../src/access/adminApi'
import { guardRightsFields, lockAuthFields } from '../src/access/protectedFields'
import { withPasswordRule } from './_hooks/passwordRule'
import { globalWithPageRefresh, withPageRefresh } from './_hooks/refreshPublicPages'
import { collectionWithFrenchDates, globalWithFrenchDates } from './_fields/frenchDates'
import { withNavGroup } from './navigation'
import { Admins } from './Admins'
import { Appointments } from './Appointments'
import { Attendees } from './Attendees'
import { Availabilities } from './Availabilities'
import { AvailabilityRequests } from './AvailabilityRequests'
import { BusyTimes } from './BusyTimes'
import { CalendarConnections } from './CalendarConnections'
import { CalendarEntries } from './CalendarEntries'
import { CalendarPushes } from './CalendarPushes'
import { Calls } from './Calls'
import { Cities } from './Cities'
import { CustomerAttachments } from './CustomerAttachments'
import { CustomerFolders } from './CustomerFolders'
import { Departments } from './Departments'
import { GroomerPhotos } from './GroomerPhotos'
import { Holidays } from './Holidays'
import { MailTemplates } from './MailTemplates'
import { Media } from './Media'
import { MessageTemplates } from './MessageTemplates'
import { Motives } from './Motives'
import { Outbox } from './Outbox'
import { Pages } from './Pages'
import { PhoneVerifications } from './PhoneVerifications'
import { Posts } from './Posts'
import { Reviews } from './Reviews'
import { SignupRequests } from './SignupRequests'
import { SiteSettings } from './SiteSettings'
import { Specialities } from './Specialities'
import { Sponsorships } from './Sponsorships'
import { Teams } from './Teams'
import { Unavailabilities } from './Unavailabilities'
import { Users } from './Users'
import { WaitlistHolds } from './WaitlistHolds'
import { WaitlistSubscriptions } from './WaitlistSubscriptions'
import { WorkedPublicHolidays } from './WorkedPublicHolidays'

export const collections = [
  Admins,
  Users,
  Attendees,
  Teams,
  Specialities,
  Departments,
  Cities,
  Motives,
  GroomerPhotos,
  Availabilities,
  Unavailabilities,
  Holidays,
  WorkedPublicHolidays,
  Appointments,
  Reviews,
  AvailabilityRequests,
  CalendarEntries,
  CalendarConnections,
  BusyTimes,
  CalendarPushes,
  Posts,
  Media,
  MailTemplates,
  MessageTemplates,
  Calls,
  CustomerFolders,
  CustomerAttachments,
  Sponsorships,
  SignupRequests,
  Outbox,
  Pages,
  PhoneVerifications,
  WaitlistSubscriptions,
  WaitlistHolds,
]
  .map(withPageRefresh)
  .map(withPasswordRule)
  .map(lockAuthFields)
  .map(guardRightsFields)
  .map(adminApiCollection)
  .map(collectionWithFrenchDates)
  .map(withNavGroup)

export const globals = [SiteSettings]
  .map(globalWithPageRefresh)
  .map(adminApiGlobal)
  .map(globalWithFrenchDates)
  .map(withNavGroup)
