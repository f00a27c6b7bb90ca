// /platform/public/goods/{lazada|custom}: the department-store plaza. "Plaza" shows the goods the
// accounts bound to yours offer, as cards; "Add to shop" fetches one into a shop of this channel
// (your goods on sale there and a listing to publish). "My offers" shows what you offer, to edit
// or withdraw.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Button, Center, Loader, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { confirm } from '../../../components/confirm-dialog'
import { ListPagination } from '../../../components/list-page/list-pagination'
import { PageHeader } from '../../../components/list-page/page-header'
import type { PlazaChannel, PlazaOfferRow } from '../../../contract/plaza'
import { errorMessage } from '../../../lib/error-message'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { usePlazaList, usePlazaOfferers, usePlazaShops, useWithdrawOffers } from '../api/plaza'
import { type PlazaSearch, plazaListRequest } from '../plaza-search'
import { AddDrawer } from './add-drawer'
import { OfferCard } from './offer-card'
import { OfferDrawer } from './offer-drawer'
import { PlazaFilters } from './plaza-filters'

export interface PlazaScreenProps {
  channel: PlazaChannel
  channelName: string
  title: string
  search: PlazaSearch
  onSearchChange: (change: Partial<PlazaSearch>) => void
  canAdd: boolean
  canOffer: boolean
  canWithdraw: boolean
}

export function PlazaScreen(props: PlazaScreenProps) {
  const { channel, channelName, title, search, onSearchChange, canAdd, canOffer, canWithdraw } = props
  const { t } = useLingui()
  // The route's loader prefetches this same request (routes/_app/platform/public/goods/$channel.tsx).
  const request = plazaListRequest(channel, search, canOffer)
  const { scope, pageNo, pageSize } = request
  const list = usePlazaList(request)
  const offerers = usePlazaOfferers(channel)
  const shops = usePlazaShops(channel, canAdd)
  const shopName = new Map((shops.data ?? []).map((shop) => [shop.id, shop.name]))
  const withdraw = useWithdrawOffers()
  const rows = list.data?.data ?? []
  const adding = rows.find((row) => row.id === search.add)

  const askWithdraw = async (row: PlazaOfferRow) => {
    const ok = await confirm({
      title: t`Withdraw from the plaza`,
      message: t`“${row.title}” leaves the plaza. Accounts that added it can no longer sell it: their copy goes off shelf, listings not yet published are deleted and published ones are delisted from their channels.`,
      confirmLabel: t`Withdraw`,
      danger: true,
    })
    if (!ok) return
    withdraw.mutate([row.id], {
      onSuccess: (answer) =>
        notifySuccess(
          t`Withdrawn. Copies taken off shelf: ${answer.goodsOffShelf}; listings deleted: ${answer.listingsDeleted}; being delisted: ${answer.listingsDelisting}`,
        ),
      onError: (error) => notifyFailure(errorMessage(error)),
    })
  }

  const actions = (row: PlazaOfferRow) => {
    if (scope === 'mine') {
      return [
        canOffer && (
          <Button key="edit" size="xs" variant="light" onClick={() => onSearchChange({ offer: row.goodsId })}>
            {row.state === 'offered' ? <Trans>Edit offer</Trans> : <Trans>Offer again</Trans>}
          </Button>
        ),
        canWithdraw && row.state === 'offered' && (
          <Button key="withdraw" size="xs" variant="light" color="red" onClick={() => void askWithdraw(row)}>
            <Trans>Withdraw</Trans>
          </Button>
        ),
      ]
    }
    if (!canAdd) return null
    const full = (shops.data?.length ?? 0) > 0 && row.addedShopIds.length >= (shops.data?.length ?? 0)
    return (
      <Button size="xs" onClick={() => onSearchChange({ add: row.id })} disabled={full}>
        {full ? <Trans>In every shop</Trans> : <Trans>Add to shop</Trans>}
      </Button>
    )
  }

  return (
    <Stack gap="md">
      <PageHeader
        title={title}
        actions={
          canOffer && (
            <Button onClick={() => onSearchChange({ offer: 'new' })}>
              <Trans>Offer goods</Trans>
            </Button>
          )
        }
      />
      {canOffer && (
        <SegmentedControl
          value={scope}
          onChange={(value) => onSearchChange({ scope: value === 'mine' ? 'mine' : undefined, pageNo: undefined })}
          data={[
            { value: 'plaza', label: t`Plaza` },
            { value: 'mine', label: t`My offers` },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      <Text size="sm" c="dimmed">
        {scope === 'plaza' ? (
          <Trans>
            Goods offered by the accounts bound to yours, at their plaza price. Add one to a {channelName} shop: it
            becomes your goods on sale there and a listing to publish.
          </Trans>
        ) : (
          <Trans>Goods you offer to the accounts bound to yours, and how many of their shops carry them.</Trans>
        )}
      </Text>
      <PlazaFilters
        search={search}
        offerers={scope === 'plaza' ? (offerers.data ?? []) : null}
        onChange={onSearchChange}
      />
      {list.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : list.isError ? (
        <Alert color="red">
          {errorMessage(list.error)}{' '}
          <Button size="xs" variant="subtle" onClick={() => void list.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        </Alert>
      ) : rows.length === 0 ? (
        <Center py="xl">
          <Text c="dimmed">
            {scope === 'mine' ? (
              <Trans>You offer nothing on the plaza yet</Trans>
            ) : (
              <Trans>No plaza goods here: nothing offered by the accounts bound to yours matches</Trans>
            )}
          </Text>
        </Center>
      ) : (
        <SimpleGrid
          cols={{ base: 1, xs: 2, sm: 3, lg: 4, xl: 5 }}
          spacing="md"
          style={{ opacity: list.isFetching ? 0.7 : 1 }}
          aria-label={title}
        >
          {rows.map((row) => (
            <OfferCard
              key={row.id}
              row={row}
              shopNames={row.addedShopIds.map((id) => shopName.get(id) ?? id)}
              actions={actions(row)}
            />
          ))}
        </SimpleGrid>
      )}
      {(list.data?.totalCount ?? 0) > 0 && (
        <ListPagination
          pageNo={pageNo}
          pageSize={pageSize}
          totalCount={list.data?.totalCount ?? 0}
          onChange={(next, size) => onSearchChange({ pageNo: next, pageSize: size })}
        />
      )}
      <AddDrawer
        key={search.add ?? 'closed'}
        offer={adding}
        shops={shops.data ?? []}
        channelName={channelName}
        onClose={() => onSearchChange({ add: undefined })}
        onAdded={() => onSearchChange({ add: undefined })}
      />
      <OfferDrawer target={search.offer} onClose={() => onSearchChange({ offer: undefined })} />
      {canAdd && (
        <Anchor size="sm" renderRoot={(rest) => <Link {...rest} to="/platform/goods/$channel" params={{ channel }} />}>
          <Trans>Go to the {channelName} goods list to publish what you added</Trans>
        </Anchor>
      )}
    </Stack>
  )
}
