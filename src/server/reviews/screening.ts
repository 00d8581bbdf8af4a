import frenchBadWords from 'french-badwords-list'
import { findPhoneNumbersInText } from 'libphonenumber-js/max'

export type ReviewFlags = { profanity: boolean; personalData: boolean }

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/u
/** Also a number written with spaces or dots inside digits groups (06 12 34 56 78, 06.12.34.56.78). */
const SPACED_DIGITS = /(?:\+\s?\d{2}|\b0)\s?[1-9](?:[\s.-]?\d{2}){4}\b/

/** Lower case without accents: "Connard" and "connârd" are one word to the list. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

const BAD_WORDS = new Set((frenchBadWords.array as string[]).map(fold))

/** Whether the text holds a word of the French profanity list (whole words, accents ignored). */
export function hasProfanity(text: string): boolean {
  return fold(text)
    .split(/[^\p{L}\p{N}-]+/u)
    .some((word) => word.length > 1 && BAD_WORDS.has(word))
}

/** Whether the text holds an e-mail address or a phone number (FR, CH, BE or international). */
export function hasPersonalData(text: string): boolean {
  if (EMAIL.test(text) || SPACED_DIGITS.test(text)) return true
  return ['FR', 'CH', 'BE'].some((country) => findPhoneNumbersInText(text, country as 'FR').length > 0)
}

/** What the moderator is warned of, computed when the text is sent (never shown to the author). */
export const screenReviewText = (text: string): ReviewFlags => ({
  profanity: hasProfanity(text),
  personalData: hasPersonalData(text),
})
