import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload instance of this process (initialised once, cached by Payload). */
export const getPayloadClient = (): Promise<Payload> => getPayload({ config })
