// /express/list: the shipping list (shipped orders) and the express companies with the account's
// shipping rules, as two tabs; the tab and the filters live in the URL.
import { useLingui } from '@lingui/react/macro'
import { Stack, Tabs } from '@mantine/core'
import { ExportMenu } from '../../../components/list-page/export-menu'
import { PageHeader } from '../../../components/list-page/page-header'
import { exportShipments, shipmentExportColumns } from '../export-shipments'
import type { ShippingLookups } from '../lookups'
import type { ShippingSearch } from '../shipping-search'
import { CompaniesTab } from './companies-tab'
import { ShipmentsTab } from './shipments-tab'

export interface ShippingListScreenProps {
  search: ShippingSearch
  onSearchChange: (change: Partial<ShippingSearch>) => void
  onReset: () => void
  onOpenOrder: (orderId: string, orderNo: string) => void
  lookups: ShippingLookups
  locale: string
  can: { export: boolean; add: boolean; edit: boolean; delete: boolean }
}

export function ShippingListScreen(props: ShippingListScreenProps) {
  const { search, onSearchChange, lookups } = props
  const { t, i18n } = useLingui()
  const tab = search.tab ?? 'shipments'
  return (
    <Stack gap="md">
      <PageHeader
        title={t`Shipping list`}
        actions={
          tab === 'shipments' &&
          props.can.export && (
            <ExportMenu
              run={(format, onProgress, signal) =>
                exportShipments({
                  format,
                  search,
                  columns: shipmentExportColumns(i18n, lookups),
                  onProgress,
                  signal,
                  fileName: `${t`shipments`}-${new Date().toISOString().slice(0, 10)}`,
                })
              }
            />
          )
        }
      />
      <Tabs value={tab} onChange={(value) => onSearchChange({ tab: value === 'companies' ? 'companies' : undefined })}>
        <Tabs.List>
          <Tabs.Tab value="shipments">{t`Shipments`}</Tabs.Tab>
          <Tabs.Tab value="companies">{t`Express companies and rules`}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {tab === 'shipments' ? (
        <ShipmentsTab
          search={search}
          onChange={onSearchChange}
          onReset={props.onReset}
          onOpenOrder={props.onOpenOrder}
          lookups={lookups}
        />
      ) : (
        <CompaniesTab lookups={lookups} locale={props.locale} can={props.can} />
      )}
    </Stack>
  )
}
