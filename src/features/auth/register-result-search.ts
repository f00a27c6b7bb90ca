// Search params of the register result page: the account just created (both addresses share it).
import { anyText, parseSearch } from '../../lib/search-parsers'

// Any value becomes text: the router reads ?username=13800138000 typed by hand as a number.
const shape = { username: anyText, name: anyText }
export const registerResultSearch = (raw: Record<string, unknown>) => parseSearch(shape, raw)
