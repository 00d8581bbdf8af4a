import { describe, expect, it } from 'vitest'

import { coordinatesNear } from '../../scripts/seed/coordinates'
import { loadCities } from '../../scripts/seed/geography'
import { allocateCities } from '../../scripts/seed/plan'

describe('demo groomer coordinates', () => {
  it('places a groomer within about 2 km of the city centre, always at the same point', () => {
    const paris = coordinatesNear('75056', 'camille-martin-paris')!
    expect(coordinatesNear('75056', 'camille-martin-paris')).toEqual(paris)
    expect(Math.abs(paris.latitude - 48.8566)).toBeLessThanOrEqual(0.015)
    expect(Math.abs(paris.longitude - 2.3522)).toBeLessThanOrEqual(0.02)
    expect(coordinatesNear('75056', 'another-groomer-paris')).not.toEqual(paris)
  })

  it('knows the centre of every city the seed gives groomers, and nothing for another city', () => {
    const seeded = allocateCities(loadCities()).map(({ city }) => city.inseeCode)
    expect(seeded.filter((insee) => coordinatesNear(insee, 'x') === null)).toEqual([])
    expect(coordinatesNear('01001', 'x')).toBeNull()
  })
})
