// GSM 03.38: the basic alphabet (one septet each) and its extension table (escape + one septet).
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
)
const GSM_EXTENDED = new Set('^{}\\[~]|€\f')

export type SmsCount = {
  /** Characters as the network counts them (extension characters and UTF-16 pairs count twice). */
  characters: number
  /** Number of SMS the text is sent in. */
  messages: number
  /** 'gsm' (160 characters per SMS) or 'unicode' (70) when a character is outside the GSM alphabet. */
  encoding: 'gsm' | 'unicode'
  /** Characters per SMS for this text: 160/70 alone, 153/67 when split (a header takes room). */
  perMessage: number
}

/** How many SMS a text takes: 160 GSM characters, or 70 as soon as one character is not GSM (ê, ç, ’, emoji…). */
export function countSms(text: string): SmsCount {
  const chars = [...text]
  const gsm = chars.every((char) => GSM_BASIC.has(char) || GSM_EXTENDED.has(char))
  if (gsm) {
    const characters = chars.reduce((total, char) => total + (GSM_EXTENDED.has(char) ? 2 : 1), 0)
    const perMessage = characters <= 160 ? 160 : 153
    return {
      characters,
      messages: characters === 0 ? 0 : Math.ceil(characters / perMessage),
      encoding: 'gsm',
      perMessage,
    }
  }
  const characters = text.length
  const perMessage = characters <= 70 ? 70 : 67
  return { characters, messages: Math.ceil(characters / perMessage), encoding: 'unicode', perMessage }
}
