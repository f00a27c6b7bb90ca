// One line of the purchase cart: what it is and from which order, quantity and agreed unit price
// (saved when the field is left), the supplier to buy from, and whether this checkout purchases
// it or records it as not purchased with a NOT_PURCHASE_REASON.
import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Checkbox, Group, NumberInput, Paper, Select, Stack, Text, Tooltip } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import type { PurchaseCartItem } from '../../../contract/purchasing'
import { formatMoney, majorToMinor, minorToMajor } from '../../../lib/money'
import { useSpecText } from '../../../lookups/use-spec-text'

export interface CartLineChoice {
  included: boolean
  /** Set: the line is recorded as not purchased with this reason. */
  skipReason: string | null
}

export interface CartLineProps {
  item: PurchaseCartItem
  locale: string
  choice: CartLineChoice
  onChoice: (choice: CartLineChoice) => void
  suppliers: { value: string; label: string }[]
  reasons: { value: string; label: string }[]
  onUpdate: (change: { supplierId?: string; quantity?: number; unitPrice?: number }) => void
  onRemove: () => void
  busy: boolean
}

export function CartLine({
  item,
  locale,
  choice,
  onChoice,
  suppliers,
  reasons,
  onUpdate,
  onRemove,
  busy,
}: CartLineProps) {
  const { t } = useLingui()
  const specText = useSpecText()
  return (
    <Paper withBorder p="sm" radius="sm">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Checkbox
            checked={choice.included}
            onChange={(event) => onChoice({ ...choice, included: event.currentTarget.checked })}
            aria-label={t`Include ${item.sku} of ${item.saleOrderNo}`}
            label={
              <div>
                <Text size="sm" fw={500}>
                  {item.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {item.sku} {specText(item.spec)} · {t`Order ${item.saleOrderNo}`}
                </Text>
              </div>
            }
          />
          <Tooltip label={t`Remove from cart`}>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onRemove}
              disabled={busy}
              aria-label={t`Remove ${item.sku} from the cart`}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NumberInput
            label={t`Qty`}
            w={90}
            min={1}
            allowDecimal={false}
            defaultValue={item.quantity}
            onBlur={(event) => {
              const quantity = Number(event.currentTarget.value)
              if (Number.isInteger(quantity) && quantity >= 1 && quantity !== item.quantity) onUpdate({ quantity })
            }}
          />
          <NumberInput
            label={t`Unit price (${item.currency})`}
            w={140}
            min={0}
            decimalScale={2}
            defaultValue={minorToMajor(item.unitPrice, item.currency)}
            onBlur={(event) => {
              const unitPrice = majorToMinor(event.currentTarget.value, item.currency)
              if (unitPrice !== null && unitPrice >= 0 && unitPrice !== item.unitPrice) onUpdate({ unitPrice })
            }}
          />
          <Select
            label={t`Supplier`}
            w={{ base: '100%', xs: 220 }}
            data={suppliers}
            value={item.supplierId}
            allowDeselect={false}
            onChange={(value) => value && value !== item.supplierId && onUpdate({ supplierId: value })}
          />
          <Select
            label={t`Not purchased because`}
            placeholder={t`Purchase it`}
            w={{ base: '100%', xs: 220 }}
            clearable
            data={reasons}
            value={choice.skipReason}
            onChange={(value) => onChoice({ included: choice.included || value !== null, skipReason: value })}
          />
          <Text size="sm" fw={600} ml="auto">
            {formatMoney(item.quantity * item.unitPrice, item.currency, locale)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  )
}
