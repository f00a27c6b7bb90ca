// /sale/cart: the purchase cart. Lines wait grouped by supplier; the seller picks which to raise
// now — merged into one purchase order per supplier or one per line — to which address (by
// default each sales order's buyer address; SPEC.md §5: never an empty one), and records the
// lines deliberately not purchased with a NOT_PURCHASE_REASON.
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Alert,
  Button,
  Group,
  Paper,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { useMemo, useState } from 'react'
import { PageHeader } from '../../../components/list-page/page-header'
import { isPurchaseAddressEmpty, type PurchaseCartItem } from '../../../contract/purchasing'
import { errorMessage } from '../../../lib/error-message'
import { formatMoney } from '../../../lib/money'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { RegionPicker } from '../../../lookups/components/region-picker'
import { useCartCall } from '../api/cart-call'
import { useCreatePurchases } from '../api/create-purchases'
import { useCart } from '../api/get-cart'
import { CartLine, type CartLineChoice } from './cart-line'

export interface CartScreenProps {
  locale: string
  suppliers: { value: string; label: string }[]
  reasons: { value: string; label: string }[]
  /** After purchase orders were raised: the list of them. */
  onCreated: () => void
}

const DEFAULT_CHOICE: CartLineChoice = { included: true, skipReason: null }
const EMPTY_ADDRESS = { name: '', phone: '', region: [] as string[], address: '' }

export function CartScreen({ locale, suppliers, reasons, onCreated }: CartScreenProps) {
  const { t } = useLingui()
  const cart = useCart()
  const update = useCartCall('cartUpdate')
  const remove = useCartCall('cartRemove')
  const create = useCreatePurchases()
  const [choices, setChoices] = useState<Record<string, CartLineChoice>>({})
  const [mode, setMode] = useState<'merged' | 'perLine'>('merged')
  const [addressKind, setAddressKind] = useState<'buyer' | 'other'>('buyer')
  const [address, setAddress] = useState(EMPTY_ADDRESS)
  const [remark, setRemark] = useState('')
  const [touched, setTouched] = useState(false)

  const items = cart.data ?? []
  const choiceOf = (item: PurchaseCartItem) => choices[item.id] ?? DEFAULT_CHOICE
  const groups = useMemo(() => {
    const map = new Map<string, PurchaseCartItem[]>()
    for (const item of items) map.set(item.supplierId, [...(map.get(item.supplierId) ?? []), item])
    return [...map.values()]
  }, [items])
  const toBuy = items.filter((item) => choiceOf(item).included && !choiceOf(item).skipReason)
  const toSkip = items.filter((item) => choiceOf(item).included && choiceOf(item).skipReason)
  const addressEmpty = addressKind === 'other' && isPurchaseAddressEmpty(address)
  const total = toBuy.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0)
  const orderCount = mode === 'perLine' ? toBuy.length : new Set(toBuy.map((item) => item.supplierId)).size

  const submit = () => {
    setTouched(true)
    if (addressEmpty || toBuy.length + toSkip.length === 0) return
    create.mutate(
      {
        mode,
        cartItemIds: toBuy.map((item) => item.id),
        address: addressKind === 'other' ? address : undefined,
        remark: remark.trim(),
        notPurchased: toSkip.map((item) => ({ cartItemId: item.id, reason: choiceOf(item).skipReason as never })),
      },
      {
        onSuccess: (result) => {
          notifySuccess(t`${result.orders.length} purchase order(s) raised; pay them in the purchase list`)
          onCreated()
        },
      },
    )
  }
  const onUpdate =
    (item: PurchaseCartItem) => (change: { supplierId?: string; quantity?: number; unitPrice?: number }) =>
      update.mutate({ id: item.id, ...change }, { onError: (error) => notifyFailure(errorMessage(error)) })

  if (cart.isError && !cart.data) {
    return (
      <Alert color="red" title={t`The cart could not be loaded`}>
        <Button size="xs" variant="light" color="red" onClick={() => void cart.refetch()}>
          <Trans>Retry</Trans>
        </Button>
      </Alert>
    )
  }
  return (
    <Stack gap="md">
      <PageHeader title={t`Purchase cart`} />
      {cart.isPending ? (
        <Text c="dimmed">
          <Trans>Loading…</Trans>
        </Text>
      ) : items.length === 0 ? (
        <Paper withBorder p="xl" radius="sm">
          <Text ta="center" c="dimmed">
            <Trans>
              The purchase cart is empty. Add lines from a sales order waiting to ship ("Add to purchase cart").
            </Trans>
          </Text>
        </Paper>
      ) : (
        <>
          {groups.map((group) => (
            <Stack key={group[0]!.supplierId} gap="xs">
              <Title order={4}>{group[0]!.supplierName}</Title>
              {group.map((item) => (
                <CartLine
                  key={`${item.id}-${item.supplierId}-${item.quantity}-${item.unitPrice}`}
                  item={item}
                  locale={locale}
                  choice={choiceOf(item)}
                  onChoice={(choice) => setChoices((current) => ({ ...current, [item.id]: choice }))}
                  suppliers={suppliers}
                  reasons={reasons}
                  onUpdate={onUpdate(item)}
                  onRemove={() =>
                    remove.mutate({ ids: [item.id] }, { onError: (error) => notifyFailure(errorMessage(error)) })
                  }
                  busy={remove.isPending}
                />
              ))}
            </Stack>
          ))}
          <Paper withBorder p="md" radius="sm">
            <Stack gap="sm">
              <SegmentedControl
                value={mode}
                onChange={(value) => setMode(value as 'merged' | 'perLine')}
                data={[
                  { value: 'merged', label: t`One purchase order per supplier` },
                  { value: 'perLine', label: t`One purchase order per line` },
                ]}
              />
              <Radio.Group
                label={t`Purchase address`}
                value={addressKind}
                onChange={(value) => setAddressKind(value as 'buyer' | 'other')}
              >
                <Group mt={4}>
                  <Radio value="buyer" label={t`The buyer's address of each order`} />
                  <Radio value="other" label={t`Another address`} />
                </Group>
              </Radio.Group>
              {addressKind === 'other' && (
                <Group gap="sm" align="flex-start" wrap="wrap">
                  <TextInput
                    label={t`Receiver`}
                    required
                    w={{ base: '100%', xs: 180 }}
                    value={address.name}
                    onChange={(event) => setAddress({ ...address, name: event.currentTarget.value })}
                  />
                  <TextInput
                    label={t`Phone`}
                    required
                    w={{ base: '100%', xs: 180 }}
                    value={address.phone}
                    onChange={(event) => setAddress({ ...address, phone: event.currentTarget.value })}
                  />
                  <RegionPicker value={address.region} onChange={(region) => setAddress({ ...address, region })} />
                  <TextInput
                    label={t`Address`}
                    required
                    style={{ flex: 1, minWidth: 240 }}
                    value={address.address}
                    onChange={(event) => setAddress({ ...address, address: event.currentTarget.value })}
                  />
                </Group>
              )}
              {touched && addressEmpty && (
                <Text c="red" size="sm" role="alert">
                  {t`The purchase address cannot be empty`}
                </Text>
              )}
              <Textarea
                label={t`Remark to the supplier`}
                maxLength={300}
                value={remark}
                onChange={(event) => setRemark(event.currentTarget.value)}
              />
              {create.error != null && (
                <Alert color="red" role="alert">
                  {errorMessage(create.error)}
                </Alert>
              )}
              <Group justify="space-between">
                <Text size="sm">
                  {t`${toBuy.length} line(s) to purchase in ${orderCount} purchase order(s), ${toSkip.length} not purchased`}
                  {' · '}
                  <b>{formatMoney(total, items[0]?.currency ?? 'CNY', locale)}</b>
                </Text>
                <Button
                  onClick={submit}
                  loading={create.isPending}
                  disabled={toBuy.length + toSkip.length === 0 || (touched && addressEmpty)}
                >
                  {t`Raise purchase orders`}
                </Button>
              </Group>
            </Stack>
          </Paper>
        </>
      )}
    </Stack>
  )
}
