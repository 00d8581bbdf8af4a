/** What every appointment e-mail shows, already formatted in French. */
export type AppointmentMail = {
  siteUrl: string
  reference: string
  /** 'ccc d LLL yyyy à HH:mm' in the appointment's zone. */
  when: string
  motive: string
  groomerName: string
  /** Salon address, or how the visio / phone appointment happens. */
  place: string
  attendeeName: string
  attendeePhone?: string | null
  pet?: string | null
  /** Several pets in one visit: the row reads « Animaux ». */
  severalPets?: boolean
  /** « 45 € (à régler sur place) », « Gratuit », « Prix sur place »; none for a call without a price. */
  price?: string | null
  note?: string | null
  appointmentUrl: string
  /** Booked on Google (« Réserver avec Google »): the customer has no account here and cancels on Google. */
  bookedOnGoogle?: boolean
}
