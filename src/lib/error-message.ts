// What to tell the user about a failed call, for screens that show errors inline.
import { t } from '@lingui/core/macro'
import { isApiError } from './api-error'

export function errorMessage(error: unknown): string {
  // ApiError messages are the server's msg (already in the user's language) or our own network text.
  return isApiError(error) ? error.message : t`Something went wrong, please retry`
}
