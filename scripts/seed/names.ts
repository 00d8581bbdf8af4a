/** French word lists used to compose the demo groomers: names, salon names, streets. */

export const FEMALE_FIRST_NAMES = [
  'Camille', 'Léa', 'Manon', 'Chloé', 'Emma', 'Inès', 'Sarah', 'Julie', 'Laura', 'Marie',
  'Pauline', 'Clara', 'Anaïs', 'Mathilde', 'Lucie', 'Océane', 'Justine', 'Élodie', 'Audrey', 'Mélanie',
  'Aurélie', 'Céline', 'Sandrine', 'Nathalie', 'Isabelle', 'Sophie', 'Émilie', 'Charlotte', 'Margaux', 'Louise',
  'Zoé', 'Jade', 'Alice', 'Juliette', 'Agathe', 'Héloïse', 'Nadia', 'Yasmine', 'Coralie', 'Gaëlle',
] as const

export const MALE_FIRST_NAMES = [
  'Thomas', 'Nicolas', 'Julien', 'Maxime', 'Antoine', 'Hugo', 'Lucas', 'Romain', 'Alexandre', 'Kévin',
  'Quentin', 'Guillaume', 'Florian', 'Benjamin', 'Mathieu', 'Sébastien', 'Olivier', 'Jérôme', 'Damien', 'Yannick',
  'Loïc', 'Cédric', 'Théo', 'Baptiste', 'Adrien', 'Clément', 'Karim', 'Mehdi', 'Bruno', 'François',
] as const

export const LAST_NAMES = [
  'Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau',
  'Simon', 'Laurent', 'Lefèvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier',
  'Morel', 'Girard', 'André', 'Lefebvre', 'Mercier', 'Dupont', 'Lambert', 'Bonnet', 'François', 'Martinez',
  'Legrand', 'Garnier', 'Faure', 'Rousseau', 'Blanc', 'Guérin', 'Muller', 'Henry', 'Roussel', 'Nicolas',
  'Perrin', 'Morin', 'Mathieu', 'Clément', 'Gauthier', 'Dumont', 'Lopez', 'Fontaine', 'Chevalier', 'Robin',
  'Masson', 'Sanchez', 'Gérard', 'Nguyen', 'Boyer', 'Denis', 'Lemaire', 'Duval', 'Joly', 'Gautier',
  'Roger', 'Roche', 'Roy', 'Noël', 'Meyer', 'Lucas', 'Meunier', 'Jean', 'Perez', 'Marchand',
  'Dufour', 'Blanchard', 'Barbier', 'Brun', 'Giraud', 'Brunet', 'Schmitt', 'Colin', 'Arnaud', 'Picard',
  'Renard', 'Caron', 'Leclerc', 'Aubert', 'Lemoine', 'Fabre', 'Benoît', 'Rolland', 'Le Gall', 'Kerbrat',
] as const

/** Salon names: a fixed part and sometimes a flourish. */
export const SALON_NAMES = [
  'Patte de Velours', 'Au Poil Près', 'Toutou Beauté', 'Le Chien Chic', 'Bulles et Moustaches',
  'Les Ciseaux d’Or', 'Poils et Frimousses', 'La Truffe Élégante', 'Moustache Club', 'Le Bain des Toutous',
  'Caresses et Câlins', 'L’Atelier du Poil', 'Pattes et Peignes', 'Frimousse Toilettage', 'Le Salon de Médor',
  'Mousse et Pelage', 'Chien Sage', 'La Brosse Enchantée', 'Douceur Animale', 'Beau Poil',
  'Au Chat Perché', 'Le Toutou Coquet', 'Wouf et Miaou', 'Ô Poil Soyeux', 'L’Instant Toilettage',
] as const

export const STREET_TYPES = ['rue', 'rue', 'rue', 'avenue', 'boulevard', 'place', 'allée', 'impasse', 'chemin'] as const

export const STREET_NAMES = [
  'Victor Hugo', 'Jean Jaurès', 'de la République', 'Gambetta', 'Pasteur', 'du Général de Gaulle', 'Voltaire',
  'de la Liberté', 'Émile Zola', 'Jules Ferry', 'de la Gare', 'du Marché', 'des Écoles', 'de l’Église',
  'Carnot', 'Jean Moulin', 'du Château', 'des Lilas', 'des Tilleuls', 'du Moulin', 'Saint-Martin',
  'de Verdun', 'Anatole France', 'Paul Bert', 'Aristide Briand', 'des Acacias', 'de la Paix', 'Nationale',
  'Sadi Carnot', 'du Commerce', 'Louis Pasteur', 'des Jardins', 'de Strasbourg', 'Jean-Baptiste Clément',
] as const
