// Every registered data source. To add one: write its file beside this one, add it here.
import type { DataSource } from '../registry'
import { analysisGoodsCloudSource } from './analysis-goods-cloud'
import { brandSimpleListSource } from './brand-simple-list'
import { configListSource } from './config-list'
import { configValueSource } from './config-value'
import { cooperateGoodsListSource } from './cooperate-goods-list'
import { distributionPartnerListSource } from './distribution-partner-list'
import { expressRuleSource } from './express-rule'
import { expressShippingListSource } from './express-shipping-list'
import { financeAccountListSource } from './finance-account-list'
import { financeAccountSingleSource } from './finance-account-single'
import { financeFlowListSource } from './finance-flow-list'
import { goodsCommentListSource } from './goods-comment-list'
import { goodsListSource } from './goods-list'
import { manufacturerCountryListSource } from './manufacturer-country-list'
import { manufacturerProductListSource } from './manufacturer-product-list'
import { productCategorySource } from './product-category'
import { productionJobListSource } from './production-job-list'
import { purchaseOrderCountSource } from './purchase-order-count'
import { purchaseOrderListSource } from './purchase-order-list'
import { saleImportListSource } from './sale-import-list'
import { saleOrderListSource } from './sale-order-list'
import { saleOrderStatusCountSource } from './sale-order-status-count'
import { salePaymentListSource } from './sale-payment-list'
import { salePaymentSummarySource } from './sale-payment-summary'
import { saleRefundListSource } from './sale-refund-list'
import { saleStatisticsSource } from './sale-statistics'
import { saleSyncRunSource } from './sale-sync-run'
import { saleSyncShopSource } from './sale-sync-shop'
import { settlementOrderListSource } from './settlement-order-list'
import { settlementPendingSource } from './settlement-pending'
import { shopSimpleListSource } from './shop-simple-list'
import { specialCounterListSource } from './special-counter-list'
import { supplierProductByProductIdsSource } from './supplier-product-by-product-ids'
import { supplierProductListSource } from './supplier-product-list'
import { supplierProductSimpleListSource } from './supplier-product-simple-list'
import { workplaceSummarySource } from './workplace-summary'

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
]
