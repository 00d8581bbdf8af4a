/** Guide articles, second half: brushing, bath and skin, moulting, elderly dogs, anxious pets. */
import type { ArticleSeed } from './articles-data-1'

export const ARTICLES_2: ArticleSeed[] = [
  {
    title: 'Brosser son chien entre deux rendez-vous',
    excerpt:
      'Quelques minutes de brossage par semaine suffisent à garder un pelage sain et à espacer les séances de démêlage.',
    publishedAt: '2026-06-09T08:00:00.000Z',
    intro:
      'Le brossage régulier est le meilleur allié du toiletteur : il retire les poils morts, aère la peau et évite les nœuds.',
    sections: [
      {
        heading: 'Choisir la bonne brosse',
        paragraphs: [
          'Une brosse carde convient aux poils longs, un gant en caoutchouc aux poils courts et un peigne métallique permet de vérifier qu’aucun nœud ne subsiste. Demandez conseil à votre toiletteur lors de votre prochaine visite.',
        ],
      },
      {
        heading: 'La bonne méthode',
        paragraphs: [
          'Brossez dans le sens du poil, par petites mèches, en partant de la racine. Insistez derrière les oreilles, sous les aisselles et sur la culotte, là où les nœuds se forment le plus vite.',
          'Faites de ce moment un rituel agréable, suivi d’une récompense : votre chien l’attendra avec plaisir.',
        ],
      },
    ],
  },
  {
    title: 'Bain et peau : les bons gestes',
    excerpt: 'Trop de bains abîment la peau, pas assez laissent s’installer les odeurs. Trouvez le juste équilibre.',
    publishedAt: '2026-07-07T08:00:00.000Z',
    intro:
      'La peau du chien est plus fine et moins acide que la nôtre : elle demande des produits et une fréquence adaptés.',
    sections: [
      {
        heading: 'Quel shampoing utiliser ?',
        paragraphs: [
          'Utilisez toujours un shampoing conçu pour les chiens, adapté à son pelage : hydratant pour les peaux sèches, apaisant pour les peaux sensibles. Les shampoings humains perturbent le film protecteur de la peau.',
        ],
      },
      {
        heading: 'Rincer et sécher soigneusement',
        paragraphs: [
          'Un rinçage insuffisant laisse des résidus qui provoquent des démangeaisons. Le séchage doit être complet, jusqu’à la racine, pour éviter l’humidité qui favorise les irritations.',
          'Rougeurs, pellicules ou grattage persistant : parlez-en à votre toiletteur, qui vous orientera si besoin vers votre vétérinaire.',
        ],
      },
    ],
  },
  {
    title: 'La période de mue : comment aider son animal',
    excerpt:
      'Au printemps et à l’automne, chiens et chats renouvellent leur pelage. Un coup de pouce limite les poils dans la maison.',
    publishedAt: '2026-08-18T08:00:00.000Z',
    intro: 'La mue est un phénomène naturel, plus ou moins marqué selon les races et le mode de vie de l’animal.',
    sections: [
      {
        heading: 'Pourquoi l’animal perd-il autant de poils ?',
        paragraphs: [
          'Au printemps, le sous-poil épais de l’hiver tombe pour laisser place à un pelage plus léger, et inversement à l’automne. Les animaux qui vivent en intérieur muent souvent un peu toute l’année.',
        ],
      },
      {
        heading: 'Le soin adapté en salon',
        paragraphs: [
          'Le toiletteur pratique un débourrage : bain, soufflage puissant et brossage retirent en une séance une grande quantité de sous-poil. Pensez à réserver tôt, les agendas se remplissent vite en saison.',
          'Entre deux séances, un brossage quotidien pendant les quelques semaines de mue fait toute la différence.',
        ],
      },
    ],
  },
  {
    title: 'Toiletter un chien âgé en douceur',
    excerpt:
      'Articulations fragiles, fatigue, sens moins vifs : le toilettage d’un chien senior demande quelques précautions.',
    publishedAt: '2026-09-15T08:00:00.000Z',
    intro: 'Un chien âgé a toujours besoin de soins, parfois même davantage, mais à un rythme adapté à ses capacités.',
    sections: [
      {
        heading: 'Des séances plus courtes',
        paragraphs: [
          'Mieux vaut deux séances courtes qu’une longue séance épuisante. Signalez au toiletteur l’arthrose, les problèmes cardiaques ou la surdité de votre chien : il adaptera la position et les pauses.',
        ],
      },
      {
        heading: 'Confort avant tout',
        paragraphs: [
          'Un tapis antidérapant, une eau bien tempérée et un séchage à faible puissance rendent la séance plus agréable. Une coupe courte et pratique facilite aussi l’entretien à la maison.',
          'Le toilettage est aussi l’occasion de repérer une grosseur, une plaie ou une douleur : un regard professionnel précieux à cet âge.',
        ],
      },
    ],
  },
  {
    title: 'Animal anxieux : rendre le toilettage plus serein',
    excerpt:
      'Bruit, manipulation, séparation : comment réduire le stress de votre compagnon avant, pendant et après la séance.',
    publishedAt: '2026-10-20T08:00:00.000Z',
    intro:
      'Certains animaux appréhendent le salon de toilettage. Avec de la patience, la plupart finissent par s’y sentir bien.',
    sections: [
      {
        heading: 'Avant le rendez-vous',
        paragraphs: [
          'Une promenade juste avant la séance aide votre chien à se dépenser. Prévenez le toiletteur de ses peurs : certains proposent des créneaux calmes en début de matinée, sans autre animal au salon.',
        ],
      },
      {
        heading: 'Pendant et après la séance',
        paragraphs: [
          'Restez bref au moment de la séparation : de longs adieux renforcent l’inquiétude. Le toiletteur avance par étapes et fait des pauses dès que l’animal montre des signes de stress.',
          'Au retour, félicitez-le et proposez-lui une activité qu’il aime. Des visites régulières, même courtes, l’aideront à prendre confiance.',
        ],
      },
    ],
  },
]
