import { createServer, type Server } from 'node:net'

import { Agent, fetch } from 'undici'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { withUnpausedBodies } from '@/integrations/calendar/providers/unpausedBodies'

const BODY = 'BEGIN:VEVENT\r\n'.repeat(4_000)

/** A server without keep-alive, as Radicale is: an answer larger than a stream buffer in one write, then the end. */
let server: Server
let url: string

beforeAll(async () => {
  server = createServer((socket) => {
    socket.once('data', () => {
      socket.write(
        `HTTP/1.1 207 Multi-Status\r\nContent-Length: ${Buffer.byteLength(BODY)}\r\nConnection: close\r\n\r\n`,
      )
      socket.end(BODY)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('CalDAV responses read late from a server that closes the connection', () => {
  it('arrive whole instead of crashing the process (undici 7.29, nodejs/undici#5360)', async () => {
    const dispatcher = withUnpausedBodies(new Agent())
    const response = await fetch(url, { method: 'REPORT', dispatcher })
    // The reader comes late, as tsdav's does: the socket has ended meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(response.status).toBe(207)
    expect(await response.text()).toBe(BODY)
  })
})
