// The SPEC.md §5 rule keys of the generation schemas as text in the reader's language.
import { useLingui } from '@lingui/react/macro'
import { GENERATION_RULES } from '../../../contract/generation'

export function useRuleText() {
  const { t } = useLingui()
  return (message: string | undefined): string | undefined => {
    switch (message) {
      case undefined:
        return undefined
      case GENERATION_RULES.markup:
        return t`Must be greater than 50`
      case GENERATION_RULES.required:
        return t`Lowest price, highest price and quantity cannot be empty`
      case GENERATION_RULES.priceOrder:
        return t`The lowest price cannot be higher than the highest price`
      case GENERATION_RULES.zoom:
        return t`Zoom ratio is 1-100`
      case GENERATION_RULES.designs:
        return t`Choose at least one material category or material`
      default:
        return t`Check this value`
    }
  }
}
