/** Content pages, part two: privacy policy, specialities, reviews service. */
import type { PageSeed } from './pages-data-1'

export const PAGES_2: PageSeed[] = [
  {
    uri: 'politique-de-confidentialite',
    title: 'Politique de confidentialité',
    description:
      'Comment Mon Toiletteur collecte, utilise et protège vos données personnelles, et comment exercer vos droits.',
    intro:
      'Mon Toiletteur SAS, responsable de traitement, attache une grande importance à la protection de vos données personnelles. Cette politique explique quelles données nous traitons, pourquoi, pendant combien de temps et quels sont vos droits au titre du règlement général sur la protection des données (RGPD) et de la loi Informatique et Libertés.',
    sections: [
      {
        heading: 'Données collectées',
        paragraphs: [
          'Clients : nom, prénom, e-mail, numéro de téléphone, informations sur l’animal et historique des rendez-vous. Toiletteurs : identité, coordonnées professionnelles, adresse du salon, agenda, présentation et photo. Tous : données techniques de connexion (adresse IP, navigateur) nécessaires à la sécurité du site.',
        ],
      },
      {
        heading: 'Finalités et bases légales',
        paragraphs: [
          'La gestion des comptes, des rendez-vous, des rappels et de l’abonnement des toiletteurs repose sur l’exécution du contrat. La sécurité du site, la prévention de la fraude et l’amélioration du service reposent sur notre intérêt légitime. La mesure d’audience ne repose que sur votre consentement. La conservation des factures répond à une obligation légale.',
        ],
      },
      {
        heading: 'Destinataires',
        paragraphs: [
          'Les données d’un rendez-vous sont transmises au toiletteur choisi, qui les utilise pour réaliser la prestation. Nos sous-traitants (hébergement, envoi d’e-mails et de SMS) n’y accèdent que pour nous rendre leurs services et sont liés par contrat. Aucune donnée n’est vendue.',
        ],
      },
      {
        heading: 'Durées de conservation',
        paragraphs: [
          'Les comptes sont conservés tant qu’ils sont actifs, puis supprimés trois ans après le dernier contact. L’historique des rendez-vous est gardé trois ans. Les factures sont conservées dix ans. Les journaux de connexion sont conservés un an.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'Les cookies nécessaires au fonctionnement du site (session de connexion, choix de la langue, mémorisation de votre choix sur les cookies) sont toujours actifs. Les cookies de mesure d’audience ne sont déposés qu’avec votre accord, que vous pouvez donner ou retirer à tout moment depuis la fenêtre « Cookies ». Votre choix est conservé treize mois au plus.',
        ],
      },
      {
        heading: 'Vos droits',
        paragraphs: [
          'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, de portabilité et d’opposition, ainsi que du droit de définir des directives sur le sort de vos données après votre décès. Pour les exercer, écrivez à dpo@montoiletteur.fr en joignant, en cas de doute raisonnable sur votre identité, un justificatif. Nous répondons dans un délai d’un mois.',
          'Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL (www.cnil.fr).',
        ],
      },
      {
        heading: 'Sécurité',
        paragraphs: [
          'Les échanges avec le site sont chiffrés (HTTPS), les mots de passe sont stockés sous forme hachée et l’accès aux données est limité aux personnes qui en ont besoin. Les données sont hébergées dans l’Union européenne.',
        ],
      },
    ],
  },
  {
    uri: 'domaines-de-competences',
    title: 'Domaines de compétences',
    description:
      'Toilettage chien et chat, tonte, épilation, coupe ciseaux, NAC, toilettage à domicile : les spécialités des toiletteurs de Mon Toiletteur.',
    intro:
      'Chaque toiletteur indique sur sa page les spécialités qu’il pratique. Elles vous aident à trouver le professionnel adapté à votre animal, à son pelage et à ses besoins.',
    sections: [
      {
        heading: 'Chiens et chats',
        paragraphs: [
          'Le toilettage complet comprend le bain, le séchage, la coupe et les finitions (griffes, oreilles). Pour les chats, le toiletteur adapte la manipulation au tempérament de l’animal et privilégie souvent le démêlage ou une tonte partielle plutôt qu’un long bain.',
        ],
      },
      {
        heading: 'Techniques de coupe',
        paragraphs: [
          'La tonte, à la tondeuse, raccourcit le pelage de manière uniforme. La coupe ciseaux sculpte le poil selon le standard de la race (caniche, bichon, yorkshire). L’épilation ou trimming retire à la main les poils morts des races à poil dur, comme les terriers et les schnauzers, pour préserver la texture du pelage.',
        ],
      },
      {
        heading: 'Soins et produits',
        paragraphs: [
          'Certains salons proposent des bains traitants contre les puces et les tiques, ou un toilettage bio avec des shampoings à base d’ingrédients naturels, utiles pour les peaux sensibles.',
        ],
      },
      {
        heading: 'NAC et toilettage à domicile',
        paragraphs: [
          'Lapins, cochons d’Inde ou furets demandent des gestes particuliers : seuls les toiletteurs qui affichent la spécialité NAC les accueillent. Le toilettage à domicile, en camion aménagé ou chez vous, convient aux animaux âgés, anxieux ou aux propriétaires peu mobiles.',
        ],
      },
    ],
  },
  {
    uri: 'service-avis',
    title: 'Service avis',
    description: 'Comment les avis sur les toiletteurs sont collectés, vérifiés et modérés sur Mon Toiletteur.',
    intro:
      'Les avis aident les propriétaires d’animaux à choisir leur toiletteur et les professionnels à améliorer leurs prestations. Conformément à l’article L. 111-7-2 du Code de la consommation, voici comment nous les collectons et les traitons.',
    sections: [
      {
        heading: 'Qui peut déposer un avis',
        paragraphs: [
          'Seuls les clients ayant réservé et honoré un rendez-vous par Mon Toiletteur peuvent donner leur avis. Une invitation leur est envoyée par e-mail après le rendez-vous ; elle reste valable trente jours. Un rendez-vous donne droit à un seul avis.',
        ],
      },
      {
        heading: 'Contrôle et modération',
        paragraphs: [
          'Chaque avis est relu par notre équipe avant publication, en général sous 48 heures. Nous refusons les avis injurieux, discriminatoires, sans rapport avec la prestation, contenant des données personnelles ou rédigés en échange d’une contrepartie. Un avis négatif n’est jamais refusé pour ce seul motif.',
          'L’auteur d’un avis refusé en est informé par e-mail, avec le motif du refus.',
        ],
      },
      {
        heading: 'Affichage',
        paragraphs: [
          'Les avis publiés apparaissent sur la page du toiletteur, du plus récent au plus ancien, avec leur date et la date de la prestation. La note moyenne est calculée sur l’ensemble des avis publiés, sans pondération. Aucun avis n’est rémunéré, et les toiletteurs ne peuvent ni les modifier ni choisir ceux qui s’affichent.',
        ],
      },
      {
        heading: 'Droit de réponse et signalement',
        paragraphs: [
          'Le toiletteur peut répondre publiquement à chaque avis depuis son espace. Toute personne peut signaler un avis qu’elle estime frauduleux ou inapproprié à contact@montoiletteur.fr ; il est alors réexaminé. Les avis sont conservés trois ans.',
        ],
      },
    ],
  },
]
