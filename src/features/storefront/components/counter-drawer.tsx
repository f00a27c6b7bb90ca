// Add or edit a smart counter: shop, name, place (area tree and address), device code, status.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Select, Stack, Switch, TextInput } from '@mantine/core'
import { useEffect, useState } from 'react'
import { FormDrawer } from '../../../components/form-drawer'
import type { ShopRowView } from '../../../contract/shops'
import type { CounterView } from '../../../contract/storefront'
import { errorMessage } from '../../../lib/error-message'
import { notifySuccess } from '../../../lib/notify'
import { RegionPicker } from '../../../lookups/components/region-picker'
import { useSaveCounter } from '../api/counters'

export function CounterDrawer({
  target,
  shops,
  onClose,
}: {
  target: CounterView | 'new' | null
  shops: ShopRowView[]
  onClose: () => void
}) {
  const { t } = useLingui()
  return (
    <FormDrawer
      opened={target !== null}
      title={target === 'new' ? t`Add counter` : t`Edit counter`}
      size="md"
      onClose={onClose}
    >
      {(form) => <CounterForm counter={target === 'new' ? null : target} shops={shops} {...form} />}
    </FormDrawer>
  )
}

function CounterForm({
  counter,
  shops,
  onDirty,
  onDone,
  onCancel,
}: {
  counter: CounterView | null
  shops: ShopRowView[]
  onDirty: (dirty: boolean) => void
  onDone: () => void
  onCancel: () => void
}) {
  const { t } = useLingui()
  const save = useSaveCounter()
  const initial = {
    shopId: counter?.shopId ?? shops[0]?.id ?? '',
    name: counter?.name ?? '',
    area: counter?.area ?? [],
    address: counter?.address ?? '',
    deviceCode: counter?.deviceCode ?? '',
    enabled: (counter?.status ?? 'enabled') === 'enabled',
  }
  const [value, setValue] = useState(initial)
  const dirty = JSON.stringify(value) !== JSON.stringify(initial)
  useEffect(() => onDirty(dirty), [dirty, onDirty])
  const badCode = !/^[A-Za-z0-9_-]*$/.test(value.deviceCode.trim())
  const submit = () =>
    save.mutate(
      {
        ...(counter ? { id: counter.id, version: counter.version } : {}),
        shopId: value.shopId,
        name: value.name.trim(),
        area: value.area,
        address: value.address.trim(),
        deviceCode: value.deviceCode.trim(),
        status: value.enabled ? 'enabled' : 'disabled',
      },
      {
        onSuccess: () => {
          notifySuccess(t`Counter saved`)
          onDone()
        },
      },
    )
  return (
    <Stack>
      <Select
        label={t`Shop`}
        required
        allowDeselect={false}
        value={value.shopId || null}
        data={shops.map((shop) => ({ value: shop.id, label: shop.name }))}
        onChange={(shopId) => setValue({ ...value, shopId: shopId ?? '' })}
      />
      <TextInput
        label={t`Counter name`}
        required
        maxLength={64}
        value={value.name}
        onChange={(event) => setValue({ ...value, name: event.currentTarget.value })}
      />
      <RegionPicker value={value.area} onChange={(area) => setValue({ ...value, area })} />
      <TextInput
        label={t`Address`}
        maxLength={200}
        value={value.address}
        onChange={(event) => setValue({ ...value, address: event.currentTarget.value })}
      />
      <TextInput
        label={t`Device code`}
        description={t`Letters, digits, - and _ (printed on the kiosk)`}
        maxLength={64}
        error={badCode ? t`Only letters, digits, - and _` : undefined}
        value={value.deviceCode}
        onChange={(event) => setValue({ ...value, deviceCode: event.currentTarget.value })}
      />
      <Switch
        label={t`Enabled`}
        checked={value.enabled}
        onChange={(event) => setValue({ ...value, enabled: event.currentTarget.checked })}
      />
      {save.error ? <Alert color="red">{errorMessage(save.error)}</Alert> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          disabled={!dirty || !value.name.trim() || !value.shopId || badCode}
          loading={save.isPending}
          onClick={submit}
        >
          <Trans>Save</Trans>
        </Button>
      </Group>
    </Stack>
  )
}
