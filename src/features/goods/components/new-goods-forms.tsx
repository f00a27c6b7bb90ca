// The new-goods forms: add goods from a product model and a design (POST /goods/new/add), and
// edit a new goods' info (POST /goods/new/info/save). Submit is disabled while pending or invalid;
// closing a changed form asks first.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core'
import { type ReactNode, useState } from 'react'
import { confirm } from '../../../components/confirm-dialog'
import { SubmitButton } from '../../../components/submit-button'
import type { GoodsRow } from '../../../contract/goods'
import type { ShopSimple } from '../../../contract/orders'
import { errorMessage } from '../../../lib/error-message'
import { notifySuccess } from '../../../lib/notify'
import { useChannelName } from '../../../lookups/channel-names'
import type { BrandOption } from '../api/goods-options'
import { useAddNewGoods, useSaveNewGoodsInfo } from '../api/new-goods'
import { useProductList } from '../api/products'

async function closeAsking(dirty: boolean, onClose: () => void, message: string, title: string) {
  if (!dirty || (await confirm({ title, message }))) onClose()
}

/** A field choosing a design from the materials library, given by the route (STYLE.md §3). */
export type DesignPicker = (props: {
  label: string
  value: DesignChoice | null
  onChange: (design: DesignChoice | null) => void
}) => ReactNode

export interface DesignChoice {
  id: string
  name: string
}

export function AddNewGoodsModal({
  opened,
  onClose,
  shops,
  brands,
  designPicker,
}: {
  opened: boolean
  onClose: () => void
  shops: ShopSimple[]
  brands: BrandOption[]
  designPicker: DesignPicker
}) {
  const { t } = useLingui()
  const channelName = useChannelName()
  const products =
    useProductList({ pageNo: 1, pageSize: 200, sortField: 'title', sortOrder: 'ascend' }).data?.data ?? []
  const add = useAddNewGoods()
  const empty = {
    productId: null as string | null,
    shopId: null as string | null,
    title: '',
    brandId: null as string | null,
    designImage: '',
    design: null as DesignChoice | null,
  }
  const [form, setForm] = useState(empty)
  const dirty = JSON.stringify(form) !== JSON.stringify(empty)
  const valid = form.productId && form.shopId && form.title.trim()
  const close = () => {
    setForm(empty)
    add.reset()
    onClose()
  }
  return (
    <Modal
      opened={opened}
      onClose={() => void closeAsking(dirty, close, t`Discard the new goods?`, t`Unsaved changes`)}
      title={t`Add new goods`}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (!valid) return
          add.mutate(
            {
              productId: form.productId!,
              shopId: form.shopId!,
              title: form.title.trim(),
              brandId: form.brandId,
              designImage: form.designImage.trim() || null,
              materialId: form.design?.id ?? null,
            },
            {
              onSuccess: () => {
                notifySuccess(t`New goods added as a draft`)
                close()
              },
            },
          )
        }}
      >
        <Stack gap="sm">
          <Select
            label={t`Product model`}
            required
            searchable
            data={products.map((product) => ({ value: product.id, label: product.title }))}
            value={form.productId}
            onChange={(productId) => {
              const product = products.find((one) => one.id === productId)
              setForm((current) => ({ ...current, productId, title: current.title || (product?.title ?? '') }))
            }}
          />
          <Select
            label={t`Shop`}
            required
            searchable
            data={shops.map((shop) => ({ value: shop.id, label: `${shop.name} (${channelName(shop.channel)})` }))}
            value={form.shopId}
            onChange={(shopId) => setForm((current) => ({ ...current, shopId }))}
          />
          <TextInput
            label={t`Title`}
            required
            maxLength={200}
            value={form.title}
            onChange={(event) => setForm((current) => ({ ...current, title: event.currentTarget.value }))}
          />
          <Select
            label={t`Brand`}
            clearable
            data={brands.map((brand) => ({ value: brand.id, label: brand.name }))}
            value={form.brandId}
            onChange={(brandId) => setForm((current) => ({ ...current, brandId }))}
          />
          {designPicker({
            label: t`Design`,
            value: form.design,
            onChange: (design) => setForm((current) => ({ ...current, design })),
          })}
          <TextInput
            label={t`Design image URL`}
            maxLength={512}
            value={form.designImage}
            onChange={(event) => setForm((current) => ({ ...current, designImage: event.currentTarget.value }))}
          />
          {add.isError && <Alert color="red">{errorMessage(add.error)}</Alert>}
          <Group justify="flex-end">
            <SubmitButton
              missing={[
                ...(form.productId ? [] : [t`a product model`]),
                ...(form.shopId ? [] : [t`a shop`]),
                ...(form.title.trim() ? [] : [t`a title`]),
              ]}
              loading={add.isPending}
            >
              <Trans>Add</Trans>
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

export function NewGoodsInfoModal({
  goods,
  onClose,
  brands,
}: {
  goods: GoodsRow | null
  onClose: () => void
  brands: BrandOption[]
}) {
  const { t } = useLingui()
  return (
    <Modal
      opened={goods != null}
      onClose={onClose}
      title={goods ? t`New goods info: ${goods.goodsNo}` : ''}
      // The form asks before discarding its own changes.
      closeOnClickOutside={false}
    >
      {goods && (
        <NewGoodsInfoForm key={`${goods.id}-${goods.version}`} goods={goods} onClose={onClose} brands={brands} />
      )}
    </Modal>
  )
}

function NewGoodsInfoForm({ goods, onClose, brands }: { goods: GoodsRow; onClose: () => void; brands: BrandOption[] }) {
  const { t } = useLingui()
  const save = useSaveNewGoodsInfo()
  const initial = { title: goods.title, newSort: goods.newSort, brandId: goods.brandId }
  const [form, setForm] = useState(initial)
  const dirty = JSON.stringify(form) !== JSON.stringify(initial)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate(
          {
            id: goods.id,
            version: goods.version,
            title: form.title.trim(),
            newSort: form.newSort,
            brandId: form.brandId,
          },
          {
            onSuccess: () => {
              notifySuccess(t`Saved`)
              onClose()
            },
          },
        )
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t`Title`}
          required
          maxLength={200}
          value={form.title}
          error={form.title.trim() === '' ? t`Enter a title` : undefined}
          onChange={(event) => setForm((current) => ({ ...current, title: event.currentTarget.value }))}
        />
        <NumberInput
          label={t`Position in the new goods list`}
          min={0}
          max={9999}
          allowDecimal={false}
          value={form.newSort}
          onChange={(value) => setForm((current) => ({ ...current, newSort: typeof value === 'number' ? value : 0 }))}
        />
        <Select
          label={t`Brand`}
          clearable
          data={brands.map((brand) => ({ value: brand.id, label: brand.name }))}
          value={form.brandId}
          onChange={(brandId) => setForm((current) => ({ ...current, brandId }))}
        />
        {save.isError && <Alert color="red">{errorMessage(save.error)}</Alert>}
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => void closeAsking(dirty, onClose, t`Discard your changes?`, t`Unsaved changes`)}
          >
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={!dirty || form.title.trim() === ''} loading={save.isPending}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
