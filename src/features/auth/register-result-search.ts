// Search params of the register result page: the account just created (both addresses share it).
import { z } from 'zod'

// Coerced: the router reads ?username=13800138000 typed by hand as a number.
export const registerResultSearch = z.object({
  username: z.coerce.string().optional().catch(undefined),
  name: z.coerce.string().optional().catch(undefined),
})
