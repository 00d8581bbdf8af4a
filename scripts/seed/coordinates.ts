/**
 * Centres of the cities the demo seed gives groomers (INSEE code → latitude, longitude), so the
 * city pages' map has something to show. The administrative data carry no coordinates.
 */
export const CITY_CENTRES: Readonly<Record<string, readonly [number, number]>> = {
  '75056': [48.8566, 2.3522], // Paris
  '13055': [43.2965, 5.3698], // Marseille
  '69123': [45.764, 4.8357], // Lyon
  '31555': [43.6047, 1.4442], // Toulouse
  '06088': [43.7102, 7.262], // Nice
  '44109': [47.2184, -1.5536], // Nantes
  '34172': [43.6108, 3.8767], // Montpellier
  '67482': [48.5734, 7.7521], // Strasbourg
  '33063': [44.8378, -0.5792], // Bordeaux
  '59350': [50.6292, 3.0573], // Lille
  '35238': [48.1173, -1.6778], // Rennes
  '83137': [43.1242, 5.928], // Toulon
  '51454': [49.2583, 4.0317], // Reims
  '42218': [45.4397, 4.3872], // Saint-Étienne
  '76351': [49.4944, 0.1079], // Le Havre
  '69266': [45.7719, 4.8902], // Villeurbanne
  '21231': [47.322, 5.0415], // Dijon
  '49007': [47.4784, -0.5632], // Angers
  '38185': [45.1885, 5.7245], // Grenoble
  '30189': [43.8367, 4.3601], // Nîmes
  '13001': [43.5297, 5.4474], // Aix-en-Provence
  '93066': [48.9362, 2.3574], // Saint-Denis
  '63113': [45.7772, 3.087], // Clermont-Ferrand
  '72181': [48.0061, 0.1996], // Le Mans
  '29019': [48.3904, -4.4861], // Brest
  '37261': [47.3941, 0.6848], // Tours
  '80021': [49.8941, 2.2958], // Amiens
  '74010': [45.8992, 6.1294], // Annecy
  '87085': [45.8336, 1.2611], // Limoges
  '57463': [49.1193, 6.1757], // Metz
  '66136': [42.6887, 2.8948], // Perpignan
  '92012': [48.8397, 2.2399], // Boulogne-Billancourt
  '25056': [47.2378, 6.0241], // Besançon
  '76540': [49.4432, 1.0999], // Rouen
  '45234': [47.903, 1.9093], // Orléans
  '93048': [48.8638, 2.4485], // Montreuil
}

/** A stable number in [0, 1) from a text (FNV-1a), so coordinates do not draw from the seed's random stream. */
function unitHash(text: string): number {
  let hash = 0x811c9dc5
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0
  return hash / 2 ** 32
}

/** A point within about 2 km of the city centre, always the same for a groomer; null for an unknown city. */
export function coordinatesNear(cityInsee: string, groomerUri: string): { latitude: number; longitude: number } | null {
  const centre = CITY_CENTRES[cityInsee]
  if (!centre) return null
  const round = (value: number) => Math.round(value * 1e6) / 1e6
  return {
    latitude: round(centre[0] + (unitHash(`${groomerUri}:lat`) - 0.5) * 0.03),
    longitude: round(centre[1] + (unitHash(`${groomerUri}:lng`) - 0.5) * 0.04),
  }
}
