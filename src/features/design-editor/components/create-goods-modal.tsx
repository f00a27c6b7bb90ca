// "Create goods": new goods from the saved design in one of the seller's shops, made through the
// same rules as /goods/new/add; the goods' pictures are the design's mockups.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Button, Group, Image, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { DesignDetail } from '../../../contract/designs'
import type { GoodsRow } from '../../../contract/goods'
import { errorMessage } from '../../../lib/error-message'
import { useShopOptions } from '../../../lookups/api/catalogue'
import { createGoodsFromDesign } from '../api/save-design'

export function CreateGoodsModal({
  opened,
  onClose,
  design,
  defaultTitle,
}: {
  opened: boolean
  onClose: () => void
  design: DesignDetail
  defaultTitle: string
}) {
  const { t } = useLingui()
  const shops = useShopOptions()
  const [shopId, setShopId] = useState<string | null>(null)
  const [title, setTitle] = useState(defaultTitle)
  const create = useMutation({ mutationFn: createGoodsFromDesign })
  const made: GoodsRow | undefined = create.data
  return (
    <Modal opened={opened} onClose={onClose} title={t`Create goods from this design`} size="lg">
      {made ? (
        <Stack gap="sm" data-testid="goods-created">
          <Alert color="teal">{t`Goods ${made.goodsNo} created as a draft in ${made.shopName}.`}</Alert>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
            {made.images.map((src) => (
              <Image key={src} src={src} alt={t`Mockup`} radius="sm" />
            ))}
          </SimpleGrid>
          <Group justify="space-between">
            <Anchor href="/dis/goods/new/list" target="_blank">
              <Trans>Open new goods</Trans>
            </Anchor>
            <Button onClick={onClose}>
              <Trans>Done</Trans>
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            if (shopId) create.mutate({ designId: design.id, shopId, title: title.trim() })
          }}
        >
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t`Version ${design.currentVersion} of the design; its mockups become the goods' pictures.`}
            </Text>
            <Select
              label={t`Shop`}
              required
              data={(shops.data ?? []).map((shop) => ({ value: shop.id, label: shop.name }))}
              value={shopId}
              onChange={setShopId}
              searchable
            />
            <TextInput
              label={t`Goods title`}
              required
              maxLength={200}
              value={title}
              onChange={(event) => setTitle(event.currentTarget.value)}
            />
            {create.isError && <Alert color="red">{errorMessage(create.error)}</Alert>}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" loading={create.isPending} disabled={!shopId || !title.trim()}>
                <Trans>Create goods</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  )
}
