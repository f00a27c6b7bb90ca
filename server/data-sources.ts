// Every named data source (DESIGN.md §4), each declared in the module it reads
// (server/modules/<area>/sources/*.ts, with the helpers of server/modules/ds/public.ts). The list
// lives here, beside app.ts, and is handed to the /ds routes: the ds module imports no business
// module, so a module may use ds's helpers without an import cycle. To add a source: write its
// file in its module's sources/ folder, add it here.

import { aiContentListSource } from './modules/ai/sources/ai-content-list'
import type { DataSource } from './modules/ds/public'
import { expressRuleSource } from './modules/express/sources/express-rule'
import { expressShippingListSource } from './modules/express/sources/express-shipping-list'
import { financeAccountListSource } from './modules/finance/sources/finance-account-list'
import { financeAccountSingleSource } from './modules/finance/sources/finance-account-single'
import { financeFlowListSource } from './modules/finance/sources/finance-flow-list'
import { goodsListSource } from './modules/goods/sources/goods-list'
import { saleImportListSource } from './modules/imports/sources/sale-import-list'
import { configListSource } from './modules/lookups/sources/config-list'
import { configValueSource } from './modules/lookups/sources/config-value'
import { goodsCommentListSource } from './modules/orders/sources/goods-comment-list'
import { saleOrderListSource } from './modules/orders/sources/sale-order-list'
import { saleOrderStatusCountSource } from './modules/orders/sources/sale-order-status-count'
import { salePaymentListSource } from './modules/orders/sources/sale-payment-list'
import { saleRefundListSource } from './modules/orders/sources/sale-refund-list'
import { saleStatisticsSource } from './modules/orders/sources/sale-statistics'
import { saleSyncRunSource } from './modules/platform-sync/sources/sale-sync-run'
import { saleSyncShopSource } from './modules/platform-sync/sources/sale-sync-shop'
import { productCodeListSource } from './modules/product-codes/sources/product-code-list'
import { productCodeSummarySource } from './modules/product-codes/sources/product-code-summary'
import { productionJobListSource } from './modules/production/sources/production-job-list'
import { brandSimpleListSource } from './modules/products/sources/brand-simple-list'
import { productCategorySource } from './modules/products/sources/product-category'
import { cooperateGoodsListSource } from './modules/purchasing/sources/cooperate-goods-list'
import { purchaseOrderCountSource } from './modules/purchasing/sources/purchase-order-count'
import { purchaseOrderListSource } from './modules/purchasing/sources/purchase-order-list'
import { analysisGoodsCloudSource } from './modules/reports/sources/analysis-goods-cloud'
import { salePaymentSummarySource } from './modules/reports/sources/sale-payment-summary'
import { workplaceSummarySource } from './modules/reports/sources/workplace-summary'
import { seoKeywordListSource } from './modules/seo/sources/seo-keyword-list'
import { seoTitleListSource } from './modules/seo/sources/seo-title-list'
import { settlementOrderListSource } from './modules/settlement/sources/settlement-order-list'
import { settlementPendingSource } from './modules/settlement/sources/settlement-pending'
import { shopSimpleListSource } from './modules/shops/sources/shop-simple-list'
import { specialCounterListSource } from './modules/storefront/sources/special-counter-list'
import { manufacturerCountryListSource } from './modules/supply/sources/manufacturer-country-list'
import { manufacturerProductListSource } from './modules/supply/sources/manufacturer-product-list'
import { supplierProductByProductIdsSource } from './modules/supply/sources/supplier-product-by-product-ids'
import { supplierProductListSource } from './modules/supply/sources/supplier-product-list'
import { supplierProductSimpleListSource } from './modules/supply/sources/supplier-product-simple-list'
import { distributionPartnerListSource } from './modules/tenants/sources/distribution-partner-list'

export const SOURCES: readonly DataSource[] = [
  configValueSource,
  configListSource,
  financeAccountListSource,
  financeAccountSingleSource,
  distributionPartnerListSource,
  saleOrderListSource,
  saleRefundListSource,
  goodsCommentListSource,
  salePaymentListSource,
  shopSimpleListSource,
  specialCounterListSource,
  saleStatisticsSource,
  goodsListSource,
  productCategorySource,
  brandSimpleListSource,
  purchaseOrderListSource,
  purchaseOrderCountSource,
  cooperateGoodsListSource,
  saleImportListSource,
  saleSyncRunSource,
  saleSyncShopSource,
  expressShippingListSource,
  expressRuleSource,
  workplaceSummarySource,
  saleOrderStatusCountSource,
  salePaymentSummarySource,
  analysisGoodsCloudSource,
  productionJobListSource,
  settlementOrderListSource,
  settlementPendingSource,
  financeFlowListSource,
  manufacturerProductListSource,
  manufacturerCountryListSource,
  supplierProductListSource,
  supplierProductSimpleListSource,
  supplierProductByProductIdsSource,
  productCodeListSource,
  productCodeSummarySource,
  seoKeywordListSource,
  seoTitleListSource,
  aiContentListSource,
]
