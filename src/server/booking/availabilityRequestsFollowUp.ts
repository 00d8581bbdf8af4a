import { refreshGroomerPages } from '../cache/refreshPublicPages'
import {
  acknowledgeAvailabilities,
  sendAvailabilitiesReceived,
  sendAvailabilityAnswer,
} from '../notifications/availabilityEmails'

/** The messages that follow availabilities sent by an attendee (to both sides), or the groomer's answer. */
export async function afterAvailabilities(event: 'sent' | 'answered', requestId: number): Promise<void> {
  try {
    if (event === 'sent') {
      await sendAvailabilitiesReceived(requestId)
      return await acknowledgeAvailabilities(requestId)
    }
    const groomer = await sendAvailabilityAnswer(requestId)
    // The proposed time is now held: the groomer's pages show one slot less.
    if (groomer)
      void refreshGroomerPages({
        uri: groomer.uri,
        cityUri: groomer.city && typeof groomer.city === 'object' ? groomer.city.uri : null,
      })
  } catch (error) {
    console.error(`E-mail des disponibilités ${requestId} (${event}) non envoyé`, error)
  }
}
