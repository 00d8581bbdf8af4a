/** Guide articles, first half: frequency, cats, puppies, choosing a groomer, prices. */
export type ArticleSection = { heading: string; paragraphs: string[] }
export type ArticleSeed = {
  title: string
  excerpt: string
  publishedAt: string
  intro: string
  sections: ArticleSection[]
}

export const ARTICLES_1: ArticleSeed[] = [
  {
    title: 'À quelle fréquence faire toiletter son chien ?',
    excerpt:
      'Poil court, poil long ou poil dur : le bon rythme de toilettage dépend avant tout du pelage de votre chien.',
    publishedAt: '2026-01-13T08:00:00.000Z',
    intro:
      'Il n’existe pas de règle unique : la fréquence idéale dépend du type de poil, du mode de vie de votre chien et de la saison.',
    sections: [
      {
        heading: 'Selon le type de pelage',
        paragraphs: [
          'Un chien à poil court se contente d’un bain et d’un brossage en salon deux à trois fois par an. Les races à poil long ou bouclé (caniche, bichon, shih tzu) ont besoin d’une coupe toutes les six à huit semaines pour éviter les nœuds.',
          'Les races à poil dur, comme les terriers ou les schnauzers, sont épilées deux à quatre fois par an afin de renouveler le poil sans l’abîmer.',
        ],
      },
      {
        heading: 'Les signes qui ne trompent pas',
        paragraphs: [
          'Un pelage terne, des nœuds derrière les oreilles, des griffes qui claquent sur le carrelage ou une odeur persistante : il est temps de prendre rendez-vous.',
        ],
      },
    ],
  },
  {
    title: 'Préparer son chat pour une séance de toilettage',
    excerpt:
      'Transport, manipulation, choix du moment : quelques gestes simples pour que votre chat vive bien son passage au salon.',
    publishedAt: '2026-02-10T08:00:00.000Z',
    intro:
      'Le chat se toilette seul, mais les races à poil long et les chats âgés ont parfois besoin d’un coup de main professionnel.',
    sections: [
      {
        heading: 'Habituer son chat à la caisse de transport',
        paragraphs: [
          'Laissez la caisse ouverte dans le salon quelques jours avant le rendez-vous, avec un plaid qui porte son odeur. Le jour venu, il y entrera plus volontiers.',
        ],
      },
      {
        heading: 'Le jour du rendez-vous',
        paragraphs: [
          'Évitez de le nourrir juste avant le trajet et signalez au toiletteur tout problème de santé ou de comportement. Un salon qui reçoit les chats dans un espace calme, à l’écart des chiens, fait toute la différence.',
          'Après la séance, laissez-le se remettre tranquillement : il est normal qu’il se lèche longuement pour retrouver son odeur.',
        ],
      },
    ],
  },
  {
    title: 'Le premier toilettage du chiot : mode d’emploi',
    excerpt:
      'Une première expérience réussie conditionne toutes les suivantes. Voici comment bien préparer votre chiot.',
    publishedAt: '2026-03-17T08:00:00.000Z',
    intro:
      'La première visite chez le toiletteur peut avoir lieu dès que les vaccins du chiot sont à jour, en général vers trois ou quatre mois.',
    sections: [
      {
        heading: 'Préparer le chiot à la maison',
        paragraphs: [
          'Manipulez régulièrement ses pattes, ses oreilles et son museau, et faites-lui entendre le bruit d’un sèche-cheveux à distance. Récompensez chaque moment calme.',
        ],
      },
      {
        heading: 'Une séance courte et positive',
        paragraphs: [
          'La plupart des toiletteurs proposent une « première visite chiot » : un bain doux, un séchage et beaucoup de caresses, sans chercher la coupe parfaite.',
          'L’objectif est que votre chiot reparte avec un bon souvenir du salon. Les vraies coupes viendront plus tard, une fois la confiance installée.',
        ],
      },
    ],
  },
  {
    title: 'Comment choisir son toiletteur ?',
    excerpt: 'Formation, hygiène du salon, écoute : les critères à vérifier avant de confier votre animal.',
    publishedAt: '2026-04-14T08:00:00.000Z',
    intro:
      'Confier son animal à un professionnel demande de la confiance. Quelques critères simples aident à faire le bon choix.',
    sections: [
      {
        heading: 'Les points à vérifier',
        paragraphs: [
          'Renseignez-vous sur la formation du toiletteur et ses spécialités : tous ne pratiquent pas l’épilation ou le toilettage des chats. Un salon propre, bien ventilé et sans odeur forte est un bon signe.',
        ],
      },
      {
        heading: 'Le premier contact',
        paragraphs: [
          'Un bon toiletteur pose des questions sur le caractère, la santé et les habitudes de votre animal avant de commencer. Il vous explique ce qu’il va faire et vous prévient s’il découvre un problème de peau.',
          'Lisez sa présentation, consultez ses motifs de rendez-vous et ses tarifs : la transparence est souvent gage de sérieux.',
        ],
      },
    ],
  },
  {
    title: 'Combien coûte un toilettage ? Les prix expliqués',
    excerpt: 'Taille du chien, état du pelage, type de coupe : ce qui fait varier le prix d’une séance.',
    publishedAt: '2026-05-12T08:00:00.000Z',
    intro:
      'Le prix d’un toilettage varie beaucoup d’un animal à l’autre. Comprendre ce qui le compose évite les surprises.',
    sections: [
      {
        heading: 'Des ordres de grandeur',
        paragraphs: [
          'Comptez en moyenne 30 à 40 € pour un bain et un séchage, 40 à 60 € pour le toilettage complet d’un petit chien et 70 à 110 € pour un grand chien. Le toilettage d’un chat se situe généralement entre 50 et 75 €.',
        ],
      },
      {
        heading: 'Ce qui fait varier le prix',
        paragraphs: [
          'Un pelage très emmêlé demande un long démêlage, parfois facturé en supplément. Une coupe aux ciseaux prend plus de temps qu’une tonte, et un chien craintif nécessite des pauses.',
          'Un entretien régulier coûte finalement moins cher : le pelage reste en bon état et chaque séance est plus rapide.',
        ],
      },
    ],
  },
]
