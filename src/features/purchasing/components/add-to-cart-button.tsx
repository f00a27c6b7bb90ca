// "Add to purchase cart" on a sales order waiting to ship: choose the supplier or factory and the
// lines; they wait in the purchase cart (header shortcut) until purchase orders are raised.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Checkbox, Group, Modal, Select, Stack, Text } from '@mantine/core'
import { IconShoppingCartPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { errorMessage } from '../../../lib/error-message'
import { notifySuccess } from '../../../lib/notify'
import { usePartnerList } from '../../../lookups/api/list-partners'
import { useCartCall } from '../api/cart-call'

export interface AddToCartButtonProps {
  order: { id: string; orderNo: string; lines: { id: string; title: string; sku: string; quantity: number }[] }
  onOpenCart: () => void
}

export function AddToCartButton({ order, onOpenCart }: AddToCartButtonProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [supplierId, setSupplierId] = useState<string | null>(null)
  const [lineIds, setLineIds] = useState<string[]>(order.lines.map((line) => line.id))
  const partners = usePartnerList({ pageNo: 1, pageSize: 100 })
  const add = useCartCall('cartAdd')
  const suppliers = (partners.data?.data ?? []).map((row) => ({
    value: row.id,
    label: row.type === 1 ? `${row.name} · ${t`Factory`}` : row.name,
  }))
  const submit = () => {
    if (!supplierId || lineIds.length === 0) return
    add.mutate(
      { items: lineIds.map((saleLineId) => ({ saleOrderId: order.id, saleLineId, supplierId })) },
      {
        onSuccess: () => {
          setOpen(false)
          notifySuccess(t`Added to the purchase cart`)
        },
      },
    )
  }
  return (
    <>
      <Group gap="xs">
        <Button variant="light" leftSection={<IconShoppingCartPlus size={18} />} onClick={() => setOpen(true)}>
          <Trans>Add to purchase cart</Trans>
        </Button>
        <Button variant="subtle" onClick={onOpenCart}>
          <Trans>Open cart</Trans>
        </Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title={t`Add ${order.orderNo} to the purchase cart`} centered>
        <Stack gap="md">
          <Select
            label={t`Purchase from`}
            required
            data={suppliers}
            value={supplierId}
            onChange={setSupplierId}
            placeholder={t`Choose a supplier or factory`}
            data-autofocus
          />
          <Checkbox.Group label={t`Lines`} value={lineIds} onChange={setLineIds}>
            <Stack gap={6} mt={4}>
              {order.lines.map((line) => (
                <Checkbox
                  key={line.id}
                  value={line.id}
                  label={
                    <Text size="sm">
                      {line.title} · {line.sku} × {line.quantity}
                    </Text>
                  }
                />
              ))}
            </Stack>
          </Checkbox.Group>
          {add.error != null && (
            <Alert color="red" role="alert">
              {errorMessage(add.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)} disabled={add.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button onClick={submit} loading={add.isPending} disabled={!supplierId || lineIds.length === 0}>
              <Trans>Add to cart</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}
