// Shared by the server and the search form: nothing server-only may be imported here.

/** A city page's address, narrowed to the postcode typed (`?cp=`) when the city has several. */
export const cityListingPath = (city: { uri: string; narrowTo?: string | null }, specialityUri?: string) =>
  `/toiletteurs/${city.uri}${specialityUri ? `/${specialityUri}` : ''}${city.narrowTo ? `?cp=${city.narrowTo}` : ''}`
