import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_spoken_languages" AS ENUM('fr', 'en', 'de', 'es', 'it', 'nl', 'ar', 'pt');
  CREATE TYPE "public"."enum_users_country" AS ENUM('FR', 'CH', 'BE');
  CREATE TYPE "public"."enum_users_phone_country_code" AS ENUM('FR', 'CH', 'BE');
  CREATE TYPE "public"."enum_users_language" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_attendees_civility" AS ENUM('mme', 'm');
  CREATE TYPE "public"."enum_attendees_phone_country_code" AS ENUM('FR', 'CH', 'BE');
  CREATE TYPE "public"."enum_motives_kind" AS ENUM('salon', 'visio', 'phone');
  CREATE TYPE "public"."enum_availabilities_weekday" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum_appointments_status" AS ENUM('pending', 'confirmed', 'refused', 'cancelled', 'expired');
  CREATE TYPE "public"."enum_appointments_kind" AS ENUM('salon', 'visio', 'phone');
  CREATE TYPE "public"."enum_mail_templates_purpose" AS ENUM('confirmation', 'reminder', 'cancellation', 'refusal');
  CREATE TYPE "public"."enum_message_templates_channel" AS ENUM('sms', 'chat');
  CREATE TYPE "public"."enum_message_templates_purpose" AS ENUM('confirmation', 'reminder', 'cancellation', 'refusal');
  CREATE TYPE "public"."enum_calls_status" AS ENUM('completed', 'no-answer', 'busy', 'failed');
  CREATE TYPE "public"."enum_customer_folders_pets_species" AS ENUM('dog', 'cat', 'rabbit', 'other');
  CREATE TYPE "public"."enum_customer_folders_pets_size" AS ENUM('small', 'medium', 'large', 'giant');
  CREATE TYPE "public"."enum_sponsorships_status" AS ENUM('invited', 'registered', 'subscribed');
  CREATE TYPE "public"."enum_signup_requests_status" AS ENUM('new', 'accepted', 'rejected');
  CREATE TYPE "public"."enum_outbox_channel" AS ENUM('email', 'sms');
  CREATE TYPE "public"."enum_site_settings_phone_countries" AS ENUM('FR', 'CH', 'BE');
  CREATE TABLE "admins_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "admins" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "users_spoken_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_spoken_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"display_name" varchar,
  	"uri" varchar NOT NULL,
  	"published" boolean DEFAULT false,
  	"online_booking" boolean DEFAULT true,
  	"picture_id" integer,
  	"presentation" jsonb,
  	"practice_presentation" jsonb,
  	"team_id" integer,
  	"country" "enum_users_country" DEFAULT 'FR',
  	"phone_country_code" "enum_users_phone_country_code" DEFAULT 'FR',
  	"phone" varchar,
  	"phone_verified" boolean DEFAULT false,
  	"address" varchar,
  	"postcode" varchar,
  	"city_id" integer,
  	"latitude" numeric,
  	"longitude" numeric,
  	"timezone" varchar DEFAULT 'Europe/Paris' NOT NULL,
  	"language" "enum_users_language" DEFAULT 'fr',
  	"holiday_region" varchar,
  	"booking_delays_min_notice_minutes" numeric DEFAULT 120,
  	"booking_delays_not_before_hour" numeric,
  	"booking_delays_horizon_months" numeric DEFAULT 3,
  	"cancellation_notice_hours" numeric DEFAULT 24,
  	"mail_settings_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "users_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "users_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"specialities_id" integer
  );
  
  CREATE TABLE "attendees_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "attendees" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"civility" "enum_attendees_civility",
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"birthdate" timestamp(3) with time zone,
  	"phone_country_code" "enum_attendees_phone_country_code" DEFAULT 'FR',
  	"phone" varchar,
  	"phone_verified" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "teams" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"code" varchar NOT NULL,
  	"uri" varchar NOT NULL,
  	"presentation" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "specialities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"uri" varchar NOT NULL,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "departments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"uri" varchar NOT NULL,
  	"region" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"uri" varchar NOT NULL,
  	"insee_code" varchar NOT NULL,
  	"department_id" integer NOT NULL,
  	"population" numeric,
  	"search_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cities_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "motives" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"duration" numeric NOT NULL,
  	"price" numeric,
  	"kind" "enum_motives_kind" DEFAULT 'salon' NOT NULL,
  	"bookable_online" boolean DEFAULT true,
  	"description" varchar,
  	"groomer_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "availabilities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"groomer_id" integer NOT NULL,
  	"weekday" "enum_availabilities_weekday" NOT NULL,
  	"start" varchar NOT NULL,
  	"end" varchar NOT NULL,
  	"every_n_weeks" numeric DEFAULT 1 NOT NULL,
  	"valid_from" timestamp(3) with time zone,
  	"valid_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "unavailabilities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"groomer_id" integer NOT NULL,
  	"start" timestamp(3) with time zone NOT NULL,
  	"end" timestamp(3) with time zone NOT NULL,
  	"reason" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "holidays" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"groomer_id" integer NOT NULL,
  	"from" timestamp(3) with time zone NOT NULL,
  	"to" timestamp(3) with time zone NOT NULL,
  	"label" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "worked_public_holidays" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"groomer_id" integer NOT NULL,
  	"date" varchar NOT NULL,
  	"month" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "appointments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"groomer_id" integer NOT NULL,
  	"attendee_id" integer,
  	"motive_id" integer,
  	"title" varchar,
  	"location" varchar,
  	"timezone" varchar DEFAULT 'Europe/Paris' NOT NULL,
  	"start" timestamp(3) with time zone NOT NULL,
  	"end" timestamp(3) with time zone NOT NULL,
  	"status" "enum_appointments_status" DEFAULT 'pending' NOT NULL,
  	"kind" "enum_appointments_kind" DEFAULT 'salon' NOT NULL,
  	"video_link" varchar,
  	"number_of_attendees" numeric DEFAULT 1,
  	"note" varchar,
  	"refusal_reason" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "appointments_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"uri" varchar NOT NULL,
  	"excerpt" varchar,
  	"hero_image_id" integer,
  	"content" jsonb NOT NULL,
  	"published" boolean DEFAULT false,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar
  );
  
  CREATE TABLE "mail_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"groomer_id" integer NOT NULL,
  	"purpose" "enum_mail_templates_purpose" NOT NULL,
  	"subject" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "message_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"groomer_id" integer NOT NULL,
  	"channel" "enum_message_templates_channel" NOT NULL,
  	"purpose" "enum_message_templates_purpose" NOT NULL,
  	"body" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "calls" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"groomer_id" integer NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"duration_seconds" numeric,
  	"status" "enum_calls_status",
  	"provider_call_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "customer_folders_pets_vaccinations" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"date" timestamp(3) with time zone
  );
  
  CREATE TABLE "customer_folders_pets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"species" "enum_customer_folders_pets_species",
  	"breed" varchar,
  	"size" "enum_customer_folders_pets_size",
  	"coat" varchar,
  	"behaviour" varchar
  );
  
  CREATE TABLE "customer_folders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"groomer_id" integer NOT NULL,
  	"attendee_id" integer,
  	"name" varchar NOT NULL,
  	"email" varchar,
  	"phone" varchar,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sponsorships" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"groomer_id" integer NOT NULL,
  	"referred_name" varchar,
  	"referred_email" varchar NOT NULL,
  	"status" "enum_sponsorships_status" DEFAULT 'invited',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "signup_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"city" varchar,
  	"team_name" varchar,
  	"team_code" varchar,
  	"message" varchar,
  	"accepted_terms_at" timestamp(3) with time zone NOT NULL,
  	"status" "enum_signup_requests_status" DEFAULT 'new',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum_outbox_channel" NOT NULL,
  	"to" varchar NOT NULL,
  	"from" varchar,
  	"subject" varchar,
  	"text" varchar,
  	"html" varchar,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"admins_id" integer,
  	"users_id" integer,
  	"attendees_id" integer,
  	"teams_id" integer,
  	"specialities_id" integer,
  	"departments_id" integer,
  	"cities_id" integer,
  	"motives_id" integer,
  	"availabilities_id" integer,
  	"unavailabilities_id" integer,
  	"holidays_id" integer,
  	"worked_public_holidays_id" integer,
  	"appointments_id" integer,
  	"posts_id" integer,
  	"media_id" integer,
  	"mail_templates_id" integer,
  	"message_templates_id" integer,
  	"calls_id" integer,
  	"customer_folders_id" integer,
  	"sponsorships_id" integer,
  	"signup_requests_id" integer,
  	"outbox_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"admins_id" integer,
  	"users_id" integer,
  	"attendees_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_phone_countries" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_site_settings_phone_countries",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "site_settings_subscription_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_name" varchar DEFAULT 'Mon Toiletteur' NOT NULL,
  	"default_timezone" varchar DEFAULT 'Europe/Paris' NOT NULL,
  	"features_specialities" boolean DEFAULT false,
  	"features_user_card_default" boolean DEFAULT false,
  	"features_sponsorship_active" boolean DEFAULT false,
  	"features_home_background_description" boolean DEFAULT true,
  	"features_motive_details" boolean DEFAULT true,
  	"features_new_appointment" boolean DEFAULT false,
  	"features_customer_folder" boolean DEFAULT false,
  	"features_attachments" boolean DEFAULT false,
  	"page_sizes_desktop" numeric DEFAULT 20,
  	"page_sizes_mobile" numeric DEFAULT 10,
  	"support_phone" varchar DEFAULT '01 84 80 00 00',
  	"support_email" varchar DEFAULT 'contact@montoiletteur.fr',
  	"subscription_price_excl_tax" numeric DEFAULT 29,
  	"delays_cookie_card" numeric DEFAULT 10000,
  	"delays_footer" numeric DEFAULT 3000,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "admins_sessions" ADD CONSTRAINT "admins_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_spoken_languages" ADD CONSTRAINT "users_spoken_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_picture_id_media_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_texts" ADD CONSTRAINT "users_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_specialities_fk" FOREIGN KEY ("specialities_id") REFERENCES "public"."specialities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "attendees_sessions" ADD CONSTRAINT "attendees_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cities" ADD CONSTRAINT "cities_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cities_texts" ADD CONSTRAINT "cities_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "motives" ADD CONSTRAINT "motives_groomer_id_users_id_fk" FOREIGN KEY ("groomer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "availabilities" ADD CONSTRAINT "availabilities_groomer_id_users_id_fk" FOREIGN KEY ("groomer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "unavailabilities" ADD CONSTRAINT "unavailabilities_groomer_id_users_id_fk" FOREIGN KEY ("groomer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "holidays" ADD CONSTRAINT "holidays_groomer_id_users_id_fk" FOREIGN KEY ("groomer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "worked_public_holidays" ADD CONSTRAINT "worked_public_holidays_groomer_id_users_id_fk" FOREIGN KEY ("groomer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appointments" ADD CONSTRAINT "appointments_groomer_id_users_id_fk" FOREIGN KEY ("groomer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appointments" ADD CONSTRAINT "appointments_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appointments" ADD CONSTRAINT "appointments_motive_id_motives_id_fk" FOREIGN KEY ("motive_id") REFERENCES "public"."motives"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appointments_texts" ADD CONSTRAINT "appointments_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mail_templates" ADD CONSTRAINT "mail_templates_groomer_id_users_id_fk" FOREIGN KEY ("groomer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_groomer_id_users_id_fk" FOREIGN KEY ("groomer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "calls" ADD CONSTRAINT "calls_groomer_id_users_id_fk" FOREIGN KEY ("groomer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customer_folders_pets_vaccinations" ADD CONSTRAINT "customer_folders_pets_vaccinations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."customer_folders_pets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customer_folders_pets" ADD CONSTRAINT "customer_folders_pets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."customer_folders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customer_folders" ADD CONSTRAINT "customer_folders_groomer_id_users_id_fk" FOREIGN KEY ("groomer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customer_folders" ADD CONSTRAINT "customer_folders_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_groomer_id_users_id_fk" FOREIGN KEY ("groomer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_admins_fk" FOREIGN KEY ("admins_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_attendees_fk" FOREIGN KEY ("attendees_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_teams_fk" FOREIGN KEY ("teams_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_specialities_fk" FOREIGN KEY ("specialities_id") REFERENCES "public"."specialities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_departments_fk" FOREIGN KEY ("departments_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cities_fk" FOREIGN KEY ("cities_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_motives_fk" FOREIGN KEY ("motives_id") REFERENCES "public"."motives"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_availabilities_fk" FOREIGN KEY ("availabilities_id") REFERENCES "public"."availabilities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_unavailabilities_fk" FOREIGN KEY ("unavailabilities_id") REFERENCES "public"."unavailabilities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_holidays_fk" FOREIGN KEY ("holidays_id") REFERENCES "public"."holidays"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_worked_public_holidays_fk" FOREIGN KEY ("worked_public_holidays_id") REFERENCES "public"."worked_public_holidays"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_appointments_fk" FOREIGN KEY ("appointments_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mail_templates_fk" FOREIGN KEY ("mail_templates_id") REFERENCES "public"."mail_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_message_templates_fk" FOREIGN KEY ("message_templates_id") REFERENCES "public"."message_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_calls_fk" FOREIGN KEY ("calls_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customer_folders_fk" FOREIGN KEY ("customer_folders_id") REFERENCES "public"."customer_folders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sponsorships_fk" FOREIGN KEY ("sponsorships_id") REFERENCES "public"."sponsorships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_signup_requests_fk" FOREIGN KEY ("signup_requests_id") REFERENCES "public"."signup_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outbox_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_admins_fk" FOREIGN KEY ("admins_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_attendees_fk" FOREIGN KEY ("attendees_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_phone_countries" ADD CONSTRAINT "site_settings_phone_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_subscription_benefits" ADD CONSTRAINT "site_settings_subscription_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "admins_sessions_order_idx" ON "admins_sessions" USING btree ("_order");
  CREATE INDEX "admins_sessions_parent_id_idx" ON "admins_sessions" USING btree ("_parent_id");
  CREATE INDEX "admins_updated_at_idx" ON "admins" USING btree ("updated_at");
  CREATE INDEX "admins_created_at_idx" ON "admins" USING btree ("created_at");
  CREATE UNIQUE INDEX "admins_email_idx" ON "admins" USING btree ("email");
  CREATE INDEX "users_spoken_languages_order_idx" ON "users_spoken_languages" USING btree ("order");
  CREATE INDEX "users_spoken_languages_parent_idx" ON "users_spoken_languages" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "users_uri_idx" ON "users" USING btree ("uri");
  CREATE INDEX "users_published_idx" ON "users" USING btree ("published");
  CREATE INDEX "users_picture_idx" ON "users" USING btree ("picture_id");
  CREATE INDEX "users_team_idx" ON "users" USING btree ("team_id");
  CREATE INDEX "users_city_idx" ON "users" USING btree ("city_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "users_texts_order_parent" ON "users_texts" USING btree ("order","parent_id");
  CREATE INDEX "users_rels_order_idx" ON "users_rels" USING btree ("order");
  CREATE INDEX "users_rels_parent_idx" ON "users_rels" USING btree ("parent_id");
  CREATE INDEX "users_rels_path_idx" ON "users_rels" USING btree ("path");
  CREATE INDEX "users_rels_specialities_id_idx" ON "users_rels" USING btree ("specialities_id");
  CREATE INDEX "attendees_sessions_order_idx" ON "attendees_sessions" USING btree ("_order");
  CREATE INDEX "attendees_sessions_parent_id_idx" ON "attendees_sessions" USING btree ("_parent_id");
  CREATE INDEX "attendees_updated_at_idx" ON "attendees" USING btree ("updated_at");
  CREATE INDEX "attendees_created_at_idx" ON "attendees" USING btree ("created_at");
  CREATE UNIQUE INDEX "attendees_email_idx" ON "attendees" USING btree ("email");
  CREATE UNIQUE INDEX "teams_code_idx" ON "teams" USING btree ("code");
  CREATE UNIQUE INDEX "teams_uri_idx" ON "teams" USING btree ("uri");
  CREATE INDEX "teams_updated_at_idx" ON "teams" USING btree ("updated_at");
  CREATE INDEX "teams_created_at_idx" ON "teams" USING btree ("created_at");
  CREATE UNIQUE INDEX "specialities_uri_idx" ON "specialities" USING btree ("uri");
  CREATE INDEX "specialities_updated_at_idx" ON "specialities" USING btree ("updated_at");
  CREATE INDEX "specialities_created_at_idx" ON "specialities" USING btree ("created_at");
  CREATE UNIQUE INDEX "departments_code_idx" ON "departments" USING btree ("code");
  CREATE UNIQUE INDEX "departments_uri_idx" ON "departments" USING btree ("uri");
  CREATE INDEX "departments_updated_at_idx" ON "departments" USING btree ("updated_at");
  CREATE INDEX "departments_created_at_idx" ON "departments" USING btree ("created_at");
  CREATE INDEX "cities_name_idx" ON "cities" USING btree ("name");
  CREATE UNIQUE INDEX "cities_uri_idx" ON "cities" USING btree ("uri");
  CREATE UNIQUE INDEX "cities_insee_code_idx" ON "cities" USING btree ("insee_code");
  CREATE INDEX "cities_department_idx" ON "cities" USING btree ("department_id");
  CREATE INDEX "cities_population_idx" ON "cities" USING btree ("population");
  CREATE INDEX "cities_search_name_idx" ON "cities" USING btree ("search_name");
  CREATE INDEX "cities_updated_at_idx" ON "cities" USING btree ("updated_at");
  CREATE INDEX "cities_created_at_idx" ON "cities" USING btree ("created_at");
  CREATE INDEX "cities_texts_order_parent" ON "cities_texts" USING btree ("order","parent_id");
  CREATE INDEX "motives_groomer_idx" ON "motives" USING btree ("groomer_id");
  CREATE INDEX "motives_updated_at_idx" ON "motives" USING btree ("updated_at");
  CREATE INDEX "motives_created_at_idx" ON "motives" USING btree ("created_at");
  CREATE INDEX "availabilities_groomer_idx" ON "availabilities" USING btree ("groomer_id");
  CREATE INDEX "availabilities_updated_at_idx" ON "availabilities" USING btree ("updated_at");
  CREATE INDEX "availabilities_created_at_idx" ON "availabilities" USING btree ("created_at");
  CREATE INDEX "unavailabilities_groomer_idx" ON "unavailabilities" USING btree ("groomer_id");
  CREATE INDEX "unavailabilities_updated_at_idx" ON "unavailabilities" USING btree ("updated_at");
  CREATE INDEX "unavailabilities_created_at_idx" ON "unavailabilities" USING btree ("created_at");
  CREATE INDEX "holidays_groomer_idx" ON "holidays" USING btree ("groomer_id");
  CREATE INDEX "holidays_updated_at_idx" ON "holidays" USING btree ("updated_at");
  CREATE INDEX "holidays_created_at_idx" ON "holidays" USING btree ("created_at");
  CREATE INDEX "worked_public_holidays_groomer_idx" ON "worked_public_holidays" USING btree ("groomer_id");
  CREATE INDEX "worked_public_holidays_month_idx" ON "worked_public_holidays" USING btree ("month");
  CREATE INDEX "worked_public_holidays_updated_at_idx" ON "worked_public_holidays" USING btree ("updated_at");
  CREATE INDEX "worked_public_holidays_created_at_idx" ON "worked_public_holidays" USING btree ("created_at");
  CREATE UNIQUE INDEX "groomer_date_idx" ON "worked_public_holidays" USING btree ("groomer_id","date");
  CREATE UNIQUE INDEX "appointments_reference_idx" ON "appointments" USING btree ("reference");
  CREATE INDEX "appointments_groomer_idx" ON "appointments" USING btree ("groomer_id");
  CREATE INDEX "appointments_attendee_idx" ON "appointments" USING btree ("attendee_id");
  CREATE INDEX "appointments_motive_idx" ON "appointments" USING btree ("motive_id");
  CREATE INDEX "appointments_start_idx" ON "appointments" USING btree ("start");
  CREATE INDEX "appointments_status_idx" ON "appointments" USING btree ("status");
  CREATE INDEX "appointments_updated_at_idx" ON "appointments" USING btree ("updated_at");
  CREATE INDEX "appointments_created_at_idx" ON "appointments" USING btree ("created_at");
  CREATE INDEX "appointments_texts_order_parent" ON "appointments_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "posts_uri_idx" ON "posts" USING btree ("uri");
  CREATE INDEX "posts_hero_image_idx" ON "posts" USING btree ("hero_image_id");
  CREATE INDEX "posts_published_idx" ON "posts" USING btree ("published");
  CREATE INDEX "posts_published_at_idx" ON "posts" USING btree ("published_at");
  CREATE INDEX "posts_updated_at_idx" ON "posts" USING btree ("updated_at");
  CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "mail_templates_groomer_idx" ON "mail_templates" USING btree ("groomer_id");
  CREATE INDEX "mail_templates_updated_at_idx" ON "mail_templates" USING btree ("updated_at");
  CREATE INDEX "mail_templates_created_at_idx" ON "mail_templates" USING btree ("created_at");
  CREATE UNIQUE INDEX "groomer_purpose_idx" ON "mail_templates" USING btree ("groomer_id","purpose");
  CREATE INDEX "message_templates_groomer_idx" ON "message_templates" USING btree ("groomer_id");
  CREATE INDEX "message_templates_updated_at_idx" ON "message_templates" USING btree ("updated_at");
  CREATE INDEX "message_templates_created_at_idx" ON "message_templates" USING btree ("created_at");
  CREATE INDEX "calls_groomer_idx" ON "calls" USING btree ("groomer_id");
  CREATE INDEX "calls_started_at_idx" ON "calls" USING btree ("started_at");
  CREATE UNIQUE INDEX "calls_provider_call_id_idx" ON "calls" USING btree ("provider_call_id");
  CREATE INDEX "calls_updated_at_idx" ON "calls" USING btree ("updated_at");
  CREATE INDEX "calls_created_at_idx" ON "calls" USING btree ("created_at");
  CREATE INDEX "customer_folders_pets_vaccinations_order_idx" ON "customer_folders_pets_vaccinations" USING btree ("_order");
  CREATE INDEX "customer_folders_pets_vaccinations_parent_id_idx" ON "customer_folders_pets_vaccinations" USING btree ("_parent_id");
  CREATE INDEX "customer_folders_pets_order_idx" ON "customer_folders_pets" USING btree ("_order");
  CREATE INDEX "customer_folders_pets_parent_id_idx" ON "customer_folders_pets" USING btree ("_parent_id");
  CREATE INDEX "customer_folders_groomer_idx" ON "customer_folders" USING btree ("groomer_id");
  CREATE INDEX "customer_folders_attendee_idx" ON "customer_folders" USING btree ("attendee_id");
  CREATE INDEX "customer_folders_updated_at_idx" ON "customer_folders" USING btree ("updated_at");
  CREATE INDEX "customer_folders_created_at_idx" ON "customer_folders" USING btree ("created_at");
  CREATE INDEX "sponsorships_groomer_idx" ON "sponsorships" USING btree ("groomer_id");
  CREATE INDEX "sponsorships_updated_at_idx" ON "sponsorships" USING btree ("updated_at");
  CREATE INDEX "sponsorships_created_at_idx" ON "sponsorships" USING btree ("created_at");
  CREATE INDEX "signup_requests_updated_at_idx" ON "signup_requests" USING btree ("updated_at");
  CREATE INDEX "signup_requests_created_at_idx" ON "signup_requests" USING btree ("created_at");
  CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to");
  CREATE INDEX "outbox_updated_at_idx" ON "outbox" USING btree ("updated_at");
  CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_admins_id_idx" ON "payload_locked_documents_rels" USING btree ("admins_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_attendees_id_idx" ON "payload_locked_documents_rels" USING btree ("attendees_id");
  CREATE INDEX "payload_locked_documents_rels_teams_id_idx" ON "payload_locked_documents_rels" USING btree ("teams_id");
  CREATE INDEX "payload_locked_documents_rels_specialities_id_idx" ON "payload_locked_documents_rels" USING btree ("specialities_id");
  CREATE INDEX "payload_locked_documents_rels_departments_id_idx" ON "payload_locked_documents_rels" USING btree ("departments_id");
  CREATE INDEX "payload_locked_documents_rels_cities_id_idx" ON "payload_locked_documents_rels" USING btree ("cities_id");
  CREATE INDEX "payload_locked_documents_rels_motives_id_idx" ON "payload_locked_documents_rels" USING btree ("motives_id");
  CREATE INDEX "payload_locked_documents_rels_availabilities_id_idx" ON "payload_locked_documents_rels" USING btree ("availabilities_id");
  CREATE INDEX "payload_locked_documents_rels_unavailabilities_id_idx" ON "payload_locked_documents_rels" USING btree ("unavailabilities_id");
  CREATE INDEX "payload_locked_documents_rels_holidays_id_idx" ON "payload_locked_documents_rels" USING btree ("holidays_id");
  CREATE INDEX "payload_locked_documents_rels_worked_public_holidays_id_idx" ON "payload_locked_documents_rels" USING btree ("worked_public_holidays_id");
  CREATE INDEX "payload_locked_documents_rels_appointments_id_idx" ON "payload_locked_documents_rels" USING btree ("appointments_id");
  CREATE INDEX "payload_locked_documents_rels_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("posts_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_mail_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("mail_templates_id");
  CREATE INDEX "payload_locked_documents_rels_message_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("message_templates_id");
  CREATE INDEX "payload_locked_documents_rels_calls_id_idx" ON "payload_locked_documents_rels" USING btree ("calls_id");
  CREATE INDEX "payload_locked_documents_rels_customer_folders_id_idx" ON "payload_locked_documents_rels" USING btree ("customer_folders_id");
  CREATE INDEX "payload_locked_documents_rels_sponsorships_id_idx" ON "payload_locked_documents_rels" USING btree ("sponsorships_id");
  CREATE INDEX "payload_locked_documents_rels_signup_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("signup_requests_id");
  CREATE INDEX "payload_locked_documents_rels_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("outbox_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_admins_id_idx" ON "payload_preferences_rels" USING btree ("admins_id");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_rels_attendees_id_idx" ON "payload_preferences_rels" USING btree ("attendees_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_phone_countries_order_idx" ON "site_settings_phone_countries" USING btree ("order");
  CREATE INDEX "site_settings_phone_countries_parent_idx" ON "site_settings_phone_countries" USING btree ("parent_id");
  CREATE INDEX "site_settings_subscription_benefits_order_idx" ON "site_settings_subscription_benefits" USING btree ("_order");
  CREATE INDEX "site_settings_subscription_benefits_parent_id_idx" ON "site_settings_subscription_benefits" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "admins_sessions" CASCADE;
  DROP TABLE "admins" CASCADE;
  DROP TABLE "users_spoken_languages" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "users_texts" CASCADE;
  DROP TABLE "users_rels" CASCADE;
  DROP TABLE "attendees_sessions" CASCADE;
  DROP TABLE "attendees" CASCADE;
  DROP TABLE "teams" CASCADE;
  DROP TABLE "specialities" CASCADE;
  DROP TABLE "departments" CASCADE;
  DROP TABLE "cities" CASCADE;
  DROP TABLE "cities_texts" CASCADE;
  DROP TABLE "motives" CASCADE;
  DROP TABLE "availabilities" CASCADE;
  DROP TABLE "unavailabilities" CASCADE;
  DROP TABLE "holidays" CASCADE;
  DROP TABLE "worked_public_holidays" CASCADE;
  DROP TABLE "appointments" CASCADE;
  DROP TABLE "appointments_texts" CASCADE;
  DROP TABLE "posts" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "mail_templates" CASCADE;
  DROP TABLE "message_templates" CASCADE;
  DROP TABLE "calls" CASCADE;
  DROP TABLE "customer_folders_pets_vaccinations" CASCADE;
  DROP TABLE "customer_folders_pets" CASCADE;
  DROP TABLE "customer_folders" CASCADE;
  DROP TABLE "sponsorships" CASCADE;
  DROP TABLE "signup_requests" CASCADE;
  DROP TABLE "outbox" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_phone_countries" CASCADE;
  DROP TABLE "site_settings_subscription_benefits" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TYPE "public"."enum_users_spoken_languages";
  DROP TYPE "public"."enum_users_country";
  DROP TYPE "public"."enum_users_phone_country_code";
  DROP TYPE "public"."enum_users_language";
  DROP TYPE "public"."enum_attendees_civility";
  DROP TYPE "public"."enum_attendees_phone_country_code";
  DROP TYPE "public"."enum_motives_kind";
  DROP TYPE "public"."enum_availabilities_weekday";
  DROP TYPE "public"."enum_appointments_status";
  DROP TYPE "public"."enum_appointments_kind";
  DROP TYPE "public"."enum_mail_templates_purpose";
  DROP TYPE "public"."enum_message_templates_channel";
  DROP TYPE "public"."enum_message_templates_purpose";
  DROP TYPE "public"."enum_calls_status";
  DROP TYPE "public"."enum_customer_folders_pets_species";
  DROP TYPE "public"."enum_customer_folders_pets_size";
  DROP TYPE "public"."enum_sponsorships_status";
  DROP TYPE "public"."enum_signup_requests_status";
  DROP TYPE "public"."enum_outbox_channel";
  DROP TYPE "public"."enum_site_settings_phone_countries";`)
}
