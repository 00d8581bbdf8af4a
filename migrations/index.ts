import * as migration_20261122_021953_initial from './20261122_021953_initial'
import * as migration_20261122_021954_appointments_no_overlap from './20261122_021954_appointments_no_overlap'
import * as migration_20261122_031801_content_pages from './20261122_031801_content_pages'
import * as migration_20261122_093206_signup_acceptance from './20261122_093206_signup_acceptance'
import * as migration_20261122_180106_booking from './20261122_180106_booking'
import * as migration_20261122_222154_groomer_space from './20261122_222154_groomer_space'
import * as migration_20261123_012450_tracked_calls from './20261123_012450_tracked_calls'
import * as migration_20261123_013401_calendar_sync from './20261123_013401_calendar_sync'
import * as migration_20261123_013420_appointment_reminders from './20261123_013420_appointment_reminders'
import * as migration_20261123_213716_calendar_full_resync from './20261123_213716_calendar_full_resync'
import * as migration_20261124_080958_no_login_lockout from './20261124_080958_no_login_lockout'
import * as migration_20261124_115310_calendar_sync_scale from './20261124_115310_calendar_sync_scale'
import * as migration_20261124_120000_page_invalidations from './20261124_120000_page_invalidations'
import * as migration_20261125_091241_visit_status_and_customer_messages from './20261125_091241_visit_status_and_customer_messages'
import * as migration_20261125_124143_owner_acknowledgements_pets_and_consent from './20261125_124143_owner_acknowledgements_pets_and_consent'
import * as migration_20261125_155620_verified_reviews from './20261125_155620_verified_reviews'
import * as migration_20261125_163510_waitlist from './20261125_163510_waitlist'
import * as migration_20261125_164304_rebooking_rhythm from './20261125_164304_rebooking_rhythm'
import * as migration_20261126_000000_team_codes_normalised from './20261126_000000_team_codes_normalised'
import * as migration_20261126_010000_signup_refusal from './20261126_010000_signup_refusal'
import * as migration_20261126_020000_admin_titles from './20261126_020000_admin_titles'
import * as migration_20261126_120000_outbox_failures from './20261126_120000_outbox_failures'
import * as migration_20261127_100000_demo_references from './20261127_100000_demo_references'
import * as migration_20261127_110000_calendar_revision from './20261127_110000_calendar_revision'
import * as migration_20261127_173000_pending_phone_and_requested_at from './20261127_173000_pending_phone_and_requested_at'
import * as migration_20261127_180000_agenda_notice_choice from './20261127_180000_agenda_notice_choice'
import * as migration_20261127_180000_admin_settings_and_sms_titles from './20261127_180000_admin_settings_and_sms_titles'
import * as migration_20261127_180000_home_motives from './20261127_180000_home_motives'
import * as migration_20261127_190000_withdrawn_by_admin from './20261127_190000_withdrawn_by_admin'
import * as migration_20261127_200000_calendar_entries_icloud from './20261127_200000_calendar_entries_icloud'
import * as migration_20261128_000000_appointment_follow_ups from './20261128_000000_appointment_follow_ups'
import * as migration_20261128_100000_billing from './20261128_100000_billing'
import * as migration_20261128_130000_size_prices from './20261128_130000_size_prices'
import * as migration_20261128_140000_checkout from './20261128_140000_checkout'
import * as migration_20261128_160000_appointment_lines from './20261128_160000_appointment_lines'
import * as migration_20261128_180000_sales_issued_at from './20261128_180000_sales_issued_at'
import * as migration_20261128_200000_connected_accounts from './20261128_200000_connected_accounts'
import * as migration_20261128_210000_no_show_policies from './20261128_210000_no_show_policies'
import * as migration_20261128_220000_cancellation_reasons from './20261128_220000_cancellation_reasons'
import * as migration_20261129_000000_booking_guarantees from './20261129_000000_booking_guarantees'
import * as migration_20261129_030000_guarantee_disputes from './20261129_030000_guarantee_disputes'
import * as migration_20261129_040000_instant_booking from './20261129_040000_instant_booking'
import * as migration_20261129_060000_groomer_positions from './20261129_060000_groomer_positions'
import * as migration_20261129_070000_groomer_photos from './20261129_070000_groomer_photos'
import * as migration_20261129_080000_google_booking from './20261129_080000_google_booking'
import * as migration_20261129_180000_overlap_of_visits_to_come from './20261129_180000_overlap_of_visits_to_come'
import * as migration_20261129_190000_job_scan_indexes from './20261129_190000_job_scan_indexes'
import * as migration_20261129_200000_market_read_indexes from './20261129_200000_market_read_indexes'
import * as migration_20261129_210000_dashboard_days from './20261129_210000_dashboard_days'
import * as migration_20261129_220000_groomer_zones_index from './20261129_220000_groomer_zones_index'
import * as migration_20261130_010000_rebooking_due from './20261130_010000_rebooking_due'
import * as migration_20261130_020000_groomer_first_free from './20261130_020000_groomer_first_free'
import * as migration_20261130_030000_missed_visits_index from './20261130_030000_missed_visits_index'
import * as migration_20261201_220000_push_subscriptions from './20261201_220000_push_subscriptions'
import * as migration_20261201_230000_unfinished_visits_by_zone from './20261201_230000_unfinished_visits_by_zone'
import * as migration_20261202_060000_push_queue_and_owner_push from './20261202_060000_push_queue_and_owner_push'
import * as migration_20261202_070000_practice_messages from './20261202_070000_practice_messages'
import * as migration_20261202_220000_owner_pending_and_review_summaries from './20261202_220000_owner_pending_and_review_summaries'
import * as migration_20261203_090000_groomer_sphere_positions from './20261203_090000_groomer_sphere_positions'

export const migrations = [
  {
    up: migration_20261122_021953_initial.up,
    down: migration_20261122_021953_initial.down,
    name: '20261122_021953_initial',
  },
  {
    up: migration_20261122_021954_appointments_no_overlap.up,
    down: migration_20261122_021954_appointments_no_overlap.down,
    name: '20261122_021954_appointments_no_overlap',
  },
  {
    up: migration_20261122_031801_content_pages.up,
    down: migration_20261122_031801_content_pages.down,
    name: '20261122_031801_content_pages',
  },
  {
    up: migration_20261122_093206_signup_acceptance.up,
    down: migration_20261122_093206_signup_acceptance.down,
    name: '20261122_093206_signup_acceptance',
  },
  {
    up: migration_20261122_180106_booking.up,
    down: migration_20261122_180106_booking.down,
    name: '20261122_180106_booking',
  },
  {
    up: migration_20261122_222154_groomer_space.up,
    down: migration_20261122_222154_groomer_space.down,
    name: '20261122_222154_groomer_space',
  },
  {
    up: migration_20261123_012450_tracked_calls.up,
    down: migration_20261123_012450_tracked_calls.down,
    name: '20261123_012450_tracked_calls',
  },
  {
    up: migration_20261123_013401_calendar_sync.up,
    down: migration_20261123_013401_calendar_sync.down,
    name: '20261123_013401_calendar_sync',
  },
  {
    up: migration_20261123_013420_appointment_reminders.up,
    down: migration_20261123_013420_appointment_reminders.down,
    name: '20261123_013420_appointment_reminders',
  },
  {
    up: migration_20261123_213716_calendar_full_resync.up,
    down: migration_20261123_213716_calendar_full_resync.down,
    name: '20261123_213716_calendar_full_resync',
  },
  {
    up: migration_20261124_080958_no_login_lockout.up,
    down: migration_20261124_080958_no_login_lockout.down,
    name: '20261124_080958_no_login_lockout',
  },
  {
    up: migration_20261124_115310_calendar_sync_scale.up,
    down: migration_20261124_115310_calendar_sync_scale.down,
    name: '20261124_115310_calendar_sync_scale',
  },
  {
    up: migration_20261124_120000_page_invalidations.up,
    down: migration_20261124_120000_page_invalidations.down,
    name: '20261124_120000_page_invalidations',
  },
  {
    up: migration_20261125_091241_visit_status_and_customer_messages.up,
    down: migration_20261125_091241_visit_status_and_customer_messages.down,
    name: '20261125_091241_visit_status_and_customer_messages',
  },
  {
    up: migration_20261125_124143_owner_acknowledgements_pets_and_consent.up,
    down: migration_20261125_124143_owner_acknowledgements_pets_and_consent.down,
    name: '20261125_124143_owner_acknowledgements_pets_and_consent',
  },
  {
    up: migration_20261125_155620_verified_reviews.up,
    down: migration_20261125_155620_verified_reviews.down,
    name: '20261125_155620_verified_reviews',
  },
  {
    up: migration_20261125_163510_waitlist.up,
    down: migration_20261125_163510_waitlist.down,
    name: '20261125_163510_waitlist',
  },
  {
    up: migration_20261125_164304_rebooking_rhythm.up,
    down: migration_20261125_164304_rebooking_rhythm.down,
    name: '20261125_164304_rebooking_rhythm',
  },
  {
    up: migration_20261126_000000_team_codes_normalised.up,
    down: migration_20261126_000000_team_codes_normalised.down,
    name: '20261126_000000_team_codes_normalised',
  },
  {
    up: migration_20261126_010000_signup_refusal.up,
    down: migration_20261126_010000_signup_refusal.down,
    name: '20261126_010000_signup_refusal',
  },
  {
    up: migration_20261126_020000_admin_titles.up,
    down: migration_20261126_020000_admin_titles.down,
    name: '20261126_020000_admin_titles',
  },
  {
    up: migration_20261126_120000_outbox_failures.up,
    down: migration_20261126_120000_outbox_failures.down,
    name: '20261126_120000_outbox_failures',
  },
  {
    up: migration_20261127_100000_demo_references.up,
    down: migration_20261127_100000_demo_references.down,
    name: '20261127_100000_demo_references',
  },
  {
    up: migration_20261127_110000_calendar_revision.up,
    down: migration_20261127_110000_calendar_revision.down,
    name: '20261127_110000_calendar_revision',
  },
  {
    up: migration_20261127_173000_pending_phone_and_requested_at.up,
    down: migration_20261127_173000_pending_phone_and_requested_at.down,
    name: '20261127_173000_pending_phone_and_requested_at',
  },
  {
    up: migration_20261127_180000_agenda_notice_choice.up,
    down: migration_20261127_180000_agenda_notice_choice.down,
    name: '20261127_180000_agenda_notice_choice',
  },
  {
    up: migration_20261127_180000_admin_settings_and_sms_titles.up,
    down: migration_20261127_180000_admin_settings_and_sms_titles.down,
    name: '20261127_180000_admin_settings_and_sms_titles',
  },
  {
    up: migration_20261127_180000_home_motives.up,
    down: migration_20261127_180000_home_motives.down,
    name: '20261127_180000_home_motives',
  },
  {
    up: migration_20261127_190000_withdrawn_by_admin.up,
    down: migration_20261127_190000_withdrawn_by_admin.down,
    name: '20261127_190000_withdrawn_by_admin',
  },
  {
    up: migration_20261127_200000_calendar_entries_icloud.up,
    down: migration_20261127_200000_calendar_entries_icloud.down,
    name: '20261127_200000_calendar_entries_icloud',
  },
  {
    up: migration_20261128_000000_appointment_follow_ups.up,
    down: migration_20261128_000000_appointment_follow_ups.down,
    name: '20261128_000000_appointment_follow_ups',
  },
  {
    up: migration_20261128_100000_billing.up,
    down: migration_20261128_100000_billing.down,
    name: '20261128_100000_billing',
  },
  {
    up: migration_20261128_130000_size_prices.up,
    down: migration_20261128_130000_size_prices.down,
    name: '20261128_130000_size_prices',
  },
  {
    up: migration_20261128_140000_checkout.up,
    down: migration_20261128_140000_checkout.down,
    name: '20261128_140000_checkout',
  },
  {
    up: migration_20261128_160000_appointment_lines.up,
    down: migration_20261128_160000_appointment_lines.down,
    name: '20261128_160000_appointment_lines',
  },
  {
    up: migration_20261128_180000_sales_issued_at.up,
    down: migration_20261128_180000_sales_issued_at.down,
    name: '20261128_180000_sales_issued_at',
  },
  {
    up: migration_20261128_200000_connected_accounts.up,
    down: migration_20261128_200000_connected_accounts.down,
    name: '20261128_200000_connected_accounts',
  },
  {
    up: migration_20261128_210000_no_show_policies.up,
    down: migration_20261128_210000_no_show_policies.down,
    name: '20261128_210000_no_show_policies',
  },
  {
    up: migration_20261128_220000_cancellation_reasons.up,
    down: migration_20261128_220000_cancellation_reasons.down,
    name: '20261128_220000_cancellation_reasons',
  },
  {
    up: migration_20261129_000000_booking_guarantees.up,
    down: migration_20261129_000000_booking_guarantees.down,
    name: '20261129_000000_booking_guarantees',
  },
  {
    up: migration_20261129_030000_guarantee_disputes.up,
    down: migration_20261129_030000_guarantee_disputes.down,
    name: '20261129_030000_guarantee_disputes',
  },
  {
    up: migration_20261129_040000_instant_booking.up,
    down: migration_20261129_040000_instant_booking.down,
    name: '20261129_040000_instant_booking',
  },
  {
    up: migration_20261129_060000_groomer_positions.up,
    down: migration_20261129_060000_groomer_positions.down,
    name: '20261129_060000_groomer_positions',
  },
  {
    up: migration_20261129_070000_groomer_photos.up,
    down: migration_20261129_070000_groomer_photos.down,
    name: '20261129_070000_groomer_photos',
  },
  {
    up: migration_20261129_080000_google_booking.up,
    down: migration_20261129_080000_google_booking.down,
    name: '20261129_080000_google_booking',
  },
  {
    up: migration_20261129_180000_overlap_of_visits_to_come.up,
    down: migration_20261129_180000_overlap_of_visits_to_come.down,
    name: '20261129_180000_overlap_of_visits_to_come',
  },
  {
    up: migration_20261129_190000_job_scan_indexes.up,
    down: migration_20261129_190000_job_scan_indexes.down,
    name: '20261129_190000_job_scan_indexes',
  },
  {
    up: migration_20261129_200000_market_read_indexes.up,
    down: migration_20261129_200000_market_read_indexes.down,
    name: '20261129_200000_market_read_indexes',
  },
  {
    up: migration_20261129_210000_dashboard_days.up,
    down: migration_20261129_210000_dashboard_days.down,
    name: '20261129_210000_dashboard_days',
  },
  {
    up: migration_20261129_220000_groomer_zones_index.up,
    down: migration_20261129_220000_groomer_zones_index.down,
    name: '20261129_220000_groomer_zones_index',
  },
  {
    up: migration_20261130_010000_rebooking_due.up,
    down: migration_20261130_010000_rebooking_due.down,
    name: '20261130_010000_rebooking_due',
  },
  {
    up: migration_20261130_020000_groomer_first_free.up,
    down: migration_20261130_020000_groomer_first_free.down,
    name: '20261130_020000_groomer_first_free',
  },
  {
    up: migration_20261130_030000_missed_visits_index.up,
    down: migration_20261130_030000_missed_visits_index.down,
    name: '20261130_030000_missed_visits_index',
  },
  {
    up: migration_20261201_220000_push_subscriptions.up,
    down: migration_20261201_220000_push_subscriptions.down,
    name: '20261201_220000_push_subscriptions',
  },
  {
    up: migration_20261201_230000_unfinished_visits_by_zone.up,
    down: migration_20261201_230000_unfinished_visits_by_zone.down,
    name: '20261201_230000_unfinished_visits_by_zone',
  },
  {
    up: migration_20261202_060000_push_queue_and_owner_push.up,
    down: migration_20261202_060000_push_queue_and_owner_push.down,
    name: '20261202_060000_push_queue_and_owner_push',
  },
  {
    up: migration_20261202_070000_practice_messages.up,
    down: migration_20261202_070000_practice_messages.down,
    name: '20261202_070000_practice_messages',
  },
  {
    up: migration_20261202_220000_owner_pending_and_review_summaries.up,
    down: migration_20261202_220000_owner_pending_and_review_summaries.down,
    name: '20261202_220000_owner_pending_and_review_summaries',
  },
  {
    up: migration_20261203_090000_groomer_sphere_positions.up,
    down: migration_20261203_090000_groomer_sphere_positions.down,
    name: '20261203_090000_groomer_sphere_positions',
  },
]
