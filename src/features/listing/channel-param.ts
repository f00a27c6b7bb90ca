// The {channel} segment of the listing URLs: one of the nine channel codes, anything else is no page.
import { CHANNELS, type Channel } from '../../contract/dictionaries'

export const isChannel = (value: string): value is Channel => (CHANNELS as readonly string[]).includes(value)
