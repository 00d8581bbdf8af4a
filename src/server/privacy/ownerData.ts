import { sql } from '@payloadcms/db-postgres'

import { getPayloadClient } from '../payload'

import { exportRows, type PersonData } from './exportRows'
import { addressList, carriesAnyOf, ownerAddresses, ownerReferences } from './messageMatch'

/**
 * Everything the site keeps about one owner (GDPR articles 15 and 20), section by section, with
 * French section names: the account, pets, appointments and their pets, availability requests,
 * reviews, waiting lists, grooming reminders and the messages sent to them. Nothing of another
 * person: the groomer appears by their public name only, and the groomer's own notes and customer
 * folder (the groomer's file of their clients) are not the owner's account.
 */
export type OwnerData = PersonData

export async function ownerData(attendeeId: number, now = new Date()): Promise<OwnerData | null> {
  const [account] = await exportRows(sql`
    select "id" as "identifiant", "civility" as "civilite", "first_name" as "prenom", "last_name" as "nom",
      "birthdate" as "date_de_naissance", "email" as "e_mail", "phone_country_code" as "indicatif",
      "phone" as "mobile", "phone_verified" as "mobile_verifie", "pending_phone" as "mobile_en_attente",
      "terms_accepted_at" as "conditions_acceptees_le", "rebooking_reminders" as "rappels_de_toilettage",
      "created_at" as "cree_le", "updated_at" as "modifie_le"
    from "attendees" where "id" = ${attendeeId}`)
  if (!account) return null
  const addresses = ownerAddresses({
    email: String(account.e_mail),
    phone: account.mobile as string | null,
    phoneCountryCode: account.indicatif as string | null,
    phoneVerified: account.mobile_verifie === true,
  })
  // Messages to their addresses that carry one of their references: an address is not proof
  // enough (an e-mail is not verified), a reference is theirs alone.
  const aboutThem = carriesAnyOf(await ownerReferences((await getPayloadClient()).db.drizzle, attendeeId))
  const [pets, appointments, lines, requests, reviews, waitlist, reminders, messages, sent, devices, notices] =
    await Promise.all([
      exportRows(sql`
      select "name" as "nom", "species" as "espece", "breed" as "race", "size" as "gabarit", "coat" as "pelage",
        "birth_year" as "annee_de_naissance", "groomer_notes" as "a_savoir_pour_le_toiletteur",
        "rhythm_weeks" as "rythme_semaines"
      from "attendees_pets" where "_parent_id" = ${attendeeId} order by "_order"`),
      exportRows(sql`
      select a."reference", u."display_name" as "toiletteur", a."title" as "motif", a."start" as "debut",
        a."end" as "fin", a."timezone" as "fuseau", a."status" as "statut", a."kind" as "lieu",
        a."pet_name" as "animal", a."pet_species" as "espece", a."pet_size" as "gabarit", a."price" as "prix_euros",
        a."note", a."visit_status" as "visite", a."cancelled_by" as "annule_par",
        a."cancellation_reason" as "motif_d_annulation", a."cancellation_note" as "precision_d_annulation",
        a."refusal_reason" as "motif_du_refus", a."created_at" as "cree_le"
      from "appointments" a left join "users" u on u."id" = a."groomer_id"
      where a."attendee_id" = ${attendeeId} order by a."start"`),
      exportRows(sql`
      select a."reference", l."pet_name" as "animal", l."pet_species" as "espece", l."pet_breed" as "race",
        l."pet_size" as "gabarit", l."duration" as "duree_minutes", l."price" as "prix_euros"
      from "appointments_lines" l join "appointments" a on a."id" = l."_parent_id"
      where a."attendee_id" = ${attendeeId} order by a."start", l."_order"`),
      exportRows(sql`
      select r."reference", u."display_name" as "toiletteur", r."status" as "statut", r."note",
        r."proposed_start" as "horaire_propose", r."groomer_note" as "message_du_toiletteur", r."created_at" as "cree_le",
        (select string_agg(to_char(x."start" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') || '/' ||
           to_char(x."end" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"'), ' ; ' order by x."_order")
         from "availability_requests_ranges" x where x."_parent_id" = r."id") as "disponibilites"
      from "availability_requests" r left join "users" u on u."id" = r."groomer_id"
      where r."attendee_id" = ${attendeeId} order by r."created_at"`),
      exportRows(sql`
      select u."display_name" as "toiletteur", r."author_name" as "signe", r."visit_date" as "visite_du",
        r."rating" as "note", r."ratings_welcome" as "accueil", r."ratings_pet_care" as "soin_de_l_animal",
        r."ratings_result" as "resultat", r."ratings_value" as "rapport_qualite_prix", r."text" as "avis",
        r."status" as "statut", r."submitted_at" as "envoye_le", r."reply_text" as "reponse_du_toiletteur"
      from "reviews" r left join "users" u on u."id" = r."groomer_id"
      where r."attendee_id" = ${attendeeId} order by r."submitted_at"`),
      exportRows(sql`
      select u."display_name" as "toiletteur", m."title" as "motif", w."first_day" as "du", w."last_day" as "au",
        w."status" as "statut", w."created_at" as "cree_le"
      from "waitlist_subscriptions" w left join "users" u on u."id" = w."groomer_id"
      left join "motives" m on m."id" = w."motive_id"
      where w."attendee_id" = ${attendeeId} order by w."created_at"`),
      exportRows(sql`
      select u."display_name" as "toiletteur", r."pet_key" as "animal", r."due_date" as "toilettage_prevu_le",
        r."channel" as "canal", r."sent_at" as "envoye_le"
      from "rebooking_reminders" r left join "users" u on u."id" = r."groomer_id"
      where r."attendee_id" = ${attendeeId} order by r."sent_at"`),
      exportRows(sql`
      select "channel" as "canal", "to" as "destinataire", "subject" as "objet", "text" as "texte",
        "status" as "statut", "created_at" as "envoye_le"
      from "outbox" where lower("to") in (${addressList(addresses)}) and (${aboutThem}) order by "created_at"`),
      exportRows(sql`
      select a."reference", m."purpose" as "message", m."channel" as "canal", m."occasion" as "occasion", m."sent_at" as "envoye_le"
      from "customer_messages" m join "appointments" a on a."id" = m."appointment_id"
      where a."attendee_id" = ${attendeeId} order by m."sent_at"`),
      exportRows(sql`
      select "device" as "appareil", "created_at" as "active_le", "last_sent_at" as "derniere_notification_le"
      from "push_subscriptions" where "attendee_id" = ${attendeeId} order by "id"`),
      exportRows(sql`
      select "confirmations" as "confirmations", "ready" as "animal_pret", "updated_at" as "modifie_le"
      from "attendee_push_preferences" where "attendee_id" = ${attendeeId}`),
    ])
  return {
    exportedAt: now.toISOString(),
    sections: [
      { name: 'compte', rows: [account] },
      { name: 'animaux', rows: pets },
      { name: 'rendez_vous', rows: appointments },
      { name: 'animaux_des_rendez_vous', rows: lines },
      { name: 'demandes_de_disponibilites', rows: requests },
      { name: 'avis', rows: reviews },
      { name: 'listes_d_attente', rows: waitlist },
      { name: 'rappels_de_toilettage', rows: reminders },
      { name: 'messages_recus', rows: messages },
      { name: 'envois', rows: sent },
      { name: 'appareils_notifies', rows: devices },
      { name: 'choix_de_notifications', rows: notices },
    ],
  }
}
