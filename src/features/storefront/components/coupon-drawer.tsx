// Issue or edit a coupon: amount off or a discount, minimum order, quantity, per-member limit,
// validity and the shops it applies to. The amount off may not exceed the minimum (the server
// says so too, in the user's language).
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, NumberInput, SegmentedControl, Stack, TextInput } from '@mantine/core'
import { useEffect, useState } from 'react'
import { DayField } from '../../../components/day-field'
import { FormDrawer } from '../../../components/form-drawer'
import { PickMany } from '../../../components/pick-many'
import type { ShopRowView } from '../../../contract/shops'
import type { CouponKind, CouponView } from '../../../contract/storefront'
import { errorMessage } from '../../../lib/error-message'
import { notifySuccess } from '../../../lib/notify'
import { useSaveCoupon } from '../api/coupons'
import { MoneyInput } from './money-input'

export function CouponDrawer({
  target,
  shops,
  onClose,
}: {
  target: CouponView | 'new' | null
  shops: ShopRowView[]
  onClose: () => void
}) {
  const { t } = useLingui()
  return (
    <FormDrawer
      opened={target !== null}
      title={target === 'new' ? t`Issue coupon` : t`Edit coupon`}
      size="md"
      onClose={onClose}
    >
      {(form) => <CouponForm coupon={target === 'new' ? null : target} shops={shops} {...form} />}
    </FormDrawer>
  )
}

const day = (iso: string) => iso.slice(0, 10)
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

function CouponForm({
  coupon,
  shops,
  onDirty,
  onDone,
  onCancel,
}: {
  coupon: CouponView | null
  shops: ShopRowView[]
  onDirty: (dirty: boolean) => void
  onDone: () => void
  onCancel: () => void
}) {
  const { t } = useLingui()
  const save = useSaveCoupon()
  const initial = {
    name: coupon?.name ?? '',
    kind: (coupon?.kind ?? 'amount') as CouponKind,
    amountOff: coupon?.amountOff ?? 1000,
    percentOff: coupon?.percentOff ?? 10,
    minAmount: coupon?.minAmount ?? 5000,
    quantity: coupon?.quantity ?? 100,
    perMember: coupon?.perMember ?? 1,
    from: coupon ? day(coupon.startsAt) : inDays(0),
    to: coupon ? day(coupon.endsAt) : inDays(30),
    shopIds: coupon?.shopIds ?? (shops[0] ? [shops[0].id] : []),
  }
  const [value, setValue] = useState(initial)
  const dirty = JSON.stringify(value) !== JSON.stringify(initial)
  useEffect(() => onDirty(dirty), [dirty, onDirty])
  const overMinimum = value.kind === 'amount' && value.amountOff > value.minAmount
  const backwards = value.to <= value.from
  const belowClaimed = coupon !== null && value.quantity < coupon.claimed
  const submit = () =>
    save.mutate(
      {
        ...(coupon ? { id: coupon.id, version: coupon.version } : {}),
        name: value.name.trim(),
        kind: value.kind,
        amountOff: value.kind === 'amount' ? value.amountOff : 0,
        percentOff: value.kind === 'discount' ? value.percentOff : 0,
        minAmount: value.minAmount,
        quantity: value.quantity,
        perMember: value.perMember,
        // Valid from the start of the first day to the end of the last, in the seller's time zone.
        startsAt: new Date(`${value.from}T00:00:00`).toISOString(),
        endsAt: new Date(`${value.to}T23:59:59`).toISOString(),
        shopIds: value.shopIds,
      },
      {
        onSuccess: () => {
          notifySuccess(coupon ? t`Coupon saved` : t`Coupon issued`)
          onDone()
        },
      },
    )
  return (
    <Stack>
      <TextInput
        label={t`Coupon name`}
        required
        maxLength={40}
        value={value.name}
        onChange={(event) => setValue({ ...value, name: event.currentTarget.value })}
      />
      <SegmentedControl
        value={value.kind}
        data={[
          { value: 'amount', label: t`Amount off` },
          { value: 'discount', label: t`Discount` },
        ]}
        onChange={(kind) => setValue({ ...value, kind: kind as CouponKind })}
      />
      {value.kind === 'amount' ? (
        <MoneyInput
          label={t`Amount off`}
          value={value.amountOff}
          error={overMinimum ? t`The amount off cannot exceed the minimum order amount` : undefined}
          onChange={(amountOff) => setValue({ ...value, amountOff })}
        />
      ) : (
        <NumberInput
          label={t`Percent off`}
          suffix="%"
          min={1}
          max={99}
          value={value.percentOff}
          onChange={(next) => setValue({ ...value, percentOff: Number(next) || 0 })}
        />
      )}
      <MoneyInput
        label={t`Minimum order amount`}
        value={value.minAmount}
        onChange={(minAmount) => setValue({ ...value, minAmount })}
      />
      <Group grow>
        <NumberInput
          label={t`Quantity issued`}
          min={1}
          max={1_000_000}
          value={value.quantity}
          error={belowClaimed ? t`Already claimed: ${coupon?.claimed}` : undefined}
          onChange={(next) => setValue({ ...value, quantity: Number(next) || 0 })}
        />
        <NumberInput
          label={t`Per member`}
          min={1}
          max={100}
          value={value.perMember}
          onChange={(next) => setValue({ ...value, perMember: Number(next) || 0 })}
        />
      </Group>
      <Group grow>
        <DayField
          label={t`Valid from`}
          clearable={false}
          value={value.from}
          onChange={(next) => setValue({ ...value, from: next ?? '' })}
        />
        <DayField
          label={t`Valid until`}
          clearable={false}
          value={value.to}
          error={backwards ? t`The end must be after the start` : undefined}
          onChange={(next) => setValue({ ...value, to: next ?? '' })}
        />
      </Group>
      <PickMany
        label={t`Shops`}
        required
        data={shops.map((shop) => ({ value: shop.id, label: shop.name }))}
        value={value.shopIds}
        onChange={(shopIds) => setValue({ ...value, shopIds })}
      />
      {save.error ? <Alert color="red">{errorMessage(save.error)}</Alert> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          disabled={
            !dirty && coupon !== null
              ? true
              : !value.name.trim() ||
                overMinimum ||
                backwards ||
                belowClaimed ||
                value.shopIds.length === 0 ||
                value.quantity < 1 ||
                value.perMember < 1
          }
          loading={save.isPending}
          onClick={submit}
        >
          {coupon ? <Trans>Save</Trans> : <Trans>Issue</Trans>}
        </Button>
      </Group>
    </Stack>
  )
}
