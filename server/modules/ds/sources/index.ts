// Every registered data source. To add one: write its file beside this one, add it here.
import type { DataSource } from '../registry'
import { analysisGoodsCloudSource } from './analysis-goods-cloud'
import { configListSource } from './config-list'
import { configValueSource } from './config-value'
import { distributionPartnerListSource } from './distribution-partner-list'
import { financeAccountListSource } from './finance-account-list'
import { financeAccountSingleSource } from './finance-account-single'
import { goodsCommentListSource } from './goods-comment-list'
import { saleOrderListSource } from './sale-order-list'
import { saleOrderStatusCountSource } from './sale-order-status-count'
import { salePaymentListSource } from './sale-payment-list'
import { salePaymentSummarySource } from './sale-payment-summary'
import { saleRefundListSource } from './sale-refund-list'
import { saleStatisticsSource } from './sale-statistics'
import { shopSimpleListSource } from './shop-simple-list'
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
  saleStatisticsSource,
  workplaceSummarySource,
  saleOrderStatusCountSource,
  salePaymentSummarySource,
  analysisGoodsCloudSource,
]
