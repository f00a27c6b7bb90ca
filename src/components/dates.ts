// Mantine's date inputs with dayjs kept in the app's language (lib/dates-locale). Screens import
// date inputs from here, never from @mantine/dates (Biome's noRestrictedImports enforces it), so
// no screen can forget the locale, and dayjs still loads only with the screens that pick dates.
import '../lib/dates-locale'

export { DatePickerInput } from '@mantine/dates'
