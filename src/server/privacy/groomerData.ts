import { sql } from '@payloadcms/db-postgres'

import { exportRows, type PersonData } from './exportRows'
import { addressList, messageAddresses } from './messageMatch'

/**
 * Everything the site keeps about one groomer's account and business (GDPR articles 15 and 20,
 * and what they take with them if they leave): their account and page, motives, opening hours,
 * holidays and blocked times, appointments with their customers as the groomer sees them, customer
 * files, reviews received, subscription and the messages sent to them. The register's notes have
 * their own archive (« Encaissements »: CSV and chain, decision 0057).
 */
export async function groomerData(groomerId: number, now = new Date()): Promise<PersonData | null> {
  const [account] = await exportRows(sql`
    select u."id" as "identifiant", u."first_name" as "prenom", u."last_name" as "nom", u."display_name" as "nom_affiche",
      u."email" as "e_mail", u."phone_country_code" as "indicatif", u."phone" as "telephone", u."phone_verified" as "telephone_verifie",
      u."address" as "adresse", u."postcode" as "code_postal", c."name" as "ville", u."uri" as "adresse_de_la_page",
      u."published" as "page_publiee", u."online_booking" as "reservation_en_ligne", u."google_booking" as "reserver_avec_google",
      u."presentation", u."timezone" as "fuseau", u."cancellation_notice_hours" as "delai_d_annulation_heures",
      t."name" as "etude", u."created_at" as "cree_le", u."updated_at" as "modifie_le"
    from "users" u left join "cities" c on c."id" = u."city_id" left join "teams" t on t."id" = u."team_id"
    where u."id" = ${groomerId}`)
  if (!account) return null
  const addresses = messageAddresses({
    email: String(account.e_mail),
    phone: account.telephone as string | null,
    phoneCountryCode: account.indicatif as string | null,
  })
  const [
    motives,
    hours,
    holidays,
    blocked,
    appointments,
    folders,
    reviews,
    subscription,
    messages,
    devices,
    notices,
    practiceMessages,
  ] = await Promise.all([
    exportRows(sql`
      select "title" as "motif", "duration" as "duree_minutes", "price" as "prix_euros", "kind" as "lieu",
        "bookable_online" as "reservable_en_ligne", "instant_booking" as "confirmation_immediate", "description"
      from "motives" where "groomer_id" = ${groomerId} order by "id"`),
    exportRows(sql`
      select "weekday" as "jour", "start" as "debut", "end" as "fin", "every_n_weeks" as "toutes_les_n_semaines",
        "valid_from" as "a_partir_du", "valid_until" as "jusqu_au"
      from "availabilities" where "groomer_id" = ${groomerId} order by "weekday", "start"`),
    exportRows(sql`
      select "from" as "du", "to" as "au", "label" as "libelle" from "holidays" where "groomer_id" = ${groomerId} order by "from"`),
    exportRows(sql`
      select "start" as "debut", "end" as "fin", "reason" as "motif" from "unavailabilities"
      where "groomer_id" = ${groomerId} order by "start"`),
    exportRows(sql`
      select a."reference", a."start" as "debut", a."end" as "fin", a."status" as "statut", a."visit_status" as "visite",
        a."title" as "motif", coalesce(a."customer_name", nullif(trim(coalesce(p."first_name", '') || ' ' || coalesce(p."last_name", '')), '')) as "client",
        coalesce(a."customer_phone", p."phone") as "telephone_du_client", a."pet_name" as "animal", a."pet_species" as "espece",
        a."pet_size" as "gabarit", a."price" as "prix_euros", a."source", a."created_at" as "cree_le"
      from "appointments" a left join "attendees" p on p."id" = a."attendee_id"
      where a."groomer_id" = ${groomerId} order by a."start"`),
    exportRows(sql`
      select "name" as "nom", "email" as "e_mail", "phone" as "telephone", "notes", "created_at" as "cree_le"
      from "customer_folders" where "groomer_id" = ${groomerId} order by "id"`),
    exportRows(sql`
      select "author_name" as "auteur", "visit_date" as "visite_du", "rating" as "note", "text" as "avis",
        "status" as "statut", "reply_text" as "votre_reponse", "published_at" as "publie_le"
      from "reviews" where "groomer_id" = ${groomerId} order by "submitted_at"`),
    exportRows(sql`
      select "stripe_status" as "statut", "amount_cents" as "montant_centimes", "trial_end" as "fin_de_l_essai",
        "current_period_end" as "fin_de_la_periode", "cancel_at_period_end" as "resilie_en_fin_de_periode",
        "first_paid_at" as "premier_paiement_le", "canceled_at" as "resilie_le"
      from "billing_subscriptions" where "groomer_id" = ${groomerId}`),
    exportRows(sql`
      select "channel" as "canal", "to" as "destinataire", "subject" as "objet", "text" as "texte",
        "status" as "statut", "created_at" as "envoye_le"
      from "outbox" where lower("to") in (${addressList(addresses)}) order by "created_at"`),
    exportRows(sql`
      select "device" as "appareil", "created_at" as "active_le", "last_sent_at" as "derniere_notification_le"
      from "push_subscriptions" where "groomer_id" = ${groomerId} order by "id"`),
    exportRows(sql`
      select "requests" as "nouvelles_demandes", "postponements" as "reports", "cancellations" as "annulations",
        "colleague_messages" as "messages_des_collegues", "urgent_request_sms" as "sms_demande_a_moins_de_24_h",
        "updated_at" as "modifie_le"
      from "push_preferences" where "groomer_id" = ${groomerId}`),
    exportRows(sql`
      select case when m."sender_id" = ${groomerId} then 'envoyé' else 'reçu' end as "sens",
        case when m."sender_id" = ${groomerId} then m."recipient_id" else m."sender_id" end as "collegue",
        m."text" as "message", m."created_at" as "le", m."read_at" as "lu_le"
      from "practice_messages" m where m."sender_id" = ${groomerId} or m."recipient_id" = ${groomerId} order by m."created_at"`),
  ])
  return {
    exportedAt: now.toISOString(),
    sections: [
      { name: 'compte', rows: [account] },
      { name: 'motifs', rows: motives },
      { name: 'horaires', rows: hours },
      { name: 'vacances', rows: holidays },
      { name: 'indisponibilites', rows: blocked },
      { name: 'rendez_vous', rows: appointments },
      { name: 'dossiers_clients', rows: folders },
      { name: 'avis_recus', rows: reviews },
      { name: 'abonnement', rows: subscription },
      { name: 'messages_recus', rows: messages },
      { name: 'appareils_notifies', rows: devices },
      { name: 'choix_de_notifications', rows: notices },
      { name: 'messages_de_l_etude', rows: practiceMessages },
    ],
  }
}
