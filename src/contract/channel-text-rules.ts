// The one table of what each sales channel accepts in listing texts: title and keyword length
// limits and forbidden words. The SEO title screen checks against it as the seller types, the
// server refuses what breaks it, and the AI writers cut their output to it. Each figure carries
// its source; where a channel publishes no limit we set our own and say so. Figures were taken
// from the channels' seller documentation as of 2025 — re-check them when a channel changes its
// rules (they are not read from the channels' APIs, which none of these machines can reach).
import type { Channel } from './dictionaries'

/** How a channel measures length: characters (code points) or UTF-8 bytes. */
export type LengthUnit = 'char' | 'byte'

export interface ChannelTextRule {
  /** Longest listing title. */
  titleMax: number
  /** Longest single search term (keyword). */
  keywordMax: number
  /** Longest search-terms field (all terms joined by spaces). */
  searchTermsMax: number
  /** How the limits above are counted. */
  unit: LengthUnit
  /** The language a listing on this channel is written in (besides Chinese and English). */
  marketLanguage: 'en' | 'ru' | 'fr' | 'zh'
  /** Words the channel refuses in titles (matched case-insensitively, whole words for Latin). */
  forbiddenWords: readonly string[]
}

/** Promotional claims every marketplace below refuses in titles. */
const PROMOTIONAL = ['free shipping', 'best seller', 'hot sale', 'cheapest', '100% guaranteed'] as const

/**
 * Absolute terms the PRC Advertising Law (广告法, art. 9 item 3) forbids: used for the private
 * channel, whose storefront sells in China.
 */
const PRC_ABSOLUTE_TERMS = ['最好', '最佳', '第一', '国家级', '最高级', '最便宜', '绝对', '顶级'] as const

export const CHANNEL_TEXT_RULES: Record<Channel, ChannelTextRule> = {
  // Lazada Seller Center, "Product Listing Guidelines": product name up to 255 characters;
  // search keywords are free text up to 255 characters; promotional words are not allowed.
  lazada: {
    titleMax: 255,
    keywordMax: 50,
    searchTermsMax: 255,
    unit: 'char',
    marketLanguage: 'en',
    forbiddenWords: PROMOTIONAL,
  },
  // Shopee Seller Education Hub, "Product name guidelines": 120 characters at most (most
  // markets); keyword stuffing and promotional text in the name are prohibited listings.
  shopee: {
    titleMax: 120,
    keywordMax: 50,
    searchTermsMax: 120,
    unit: 'char',
    marketLanguage: 'en',
    forbiddenWords: [...PROMOTIONAL, 'cod'],
  },
  // TikTok Shop Seller University, "Product title": 255 characters at most (US/UK); no
  // promotional or contact information in the title.
  tiktok: {
    titleMax: 255,
    keywordMax: 50,
    searchTermsMax: 255,
    unit: 'char',
    marketLanguage: 'en',
    forbiddenWords: [...PROMOTIONAL, 'whatsapp', 'wechat'],
  },
  // Ozon Seller docs, "Название товара": up to 200 characters is recommended and what we enforce
  // (the API field accepts 500); keywords field (ключевые слова) up to 1,000 characters.
  ozon: {
    titleMax: 200,
    keywordMax: 50,
    searchTermsMax: 1000,
    unit: 'char',
    marketLanguage: 'ru',
    forbiddenWords: [...PROMOTIONAL, 'скидка', 'распродажа'],
  },
  // Amazon Seller Central, "Product title requirements" (2025): 200 characters including spaces,
  // no promotional phrases and none of ! $ ? _ { } ^ ¬ ¦ (we check the words); "Search terms"
  // (generic_keyword) is limited to 249 bytes, which is why this channel counts bytes for them.
  amazon: {
    titleMax: 200,
    keywordMax: 50,
    searchTermsMax: 249,
    unit: 'byte',
    marketLanguage: 'en',
    forbiddenWords: [...PROMOTIONAL, 'bestseller', 'hot item', 'sale'],
  },
  // WooCommerce sets no limit (post_title is TEXT); its shops feed Google Merchant Center, whose
  // `title` attribute is 150 characters at most — that is the limit we enforce.
  wm: {
    titleMax: 150,
    keywordMax: 50,
    searchTermsMax: 500,
    unit: 'char',
    marketLanguage: 'en',
    forbiddenWords: PROMOTIONAL,
  },
  // Cdiscount Marketplace, product sheet "Libellé long": 132 characters at most; no promotional
  // claims ("soldes" is a regulated word in France, Code de commerce L310-3).
  cd: {
    titleMax: 132,
    keywordMax: 50,
    searchTermsMax: 255,
    unit: 'char',
    marketLanguage: 'fr',
    forbiddenWords: [...PROMOTIONAL, 'soldes', 'promo'],
  },
  // Shopify Admin API, Product.title: 255 characters at most; Shopify refuses no words itself,
  // the promotional list is ours (the same feed rules as above).
  shopify: {
    titleMax: 255,
    keywordMax: 50,
    searchTermsMax: 255,
    unit: 'char',
    marketLanguage: 'en',
    forbiddenWords: PROMOTIONAL,
  },
  // The private channel is our own storefront: 60 characters keeps a title on two lines of a
  // phone card (our choice), and the PRC Advertising Law's absolute terms are refused.
  custom: {
    titleMax: 60,
    keywordMax: 30,
    searchTermsMax: 200,
    unit: 'char',
    marketLanguage: 'zh',
    forbiddenWords: PRC_ABSOLUTE_TERMS,
  },
}
