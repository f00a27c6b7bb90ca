// Design tools (issue 17): design save, preflight refusals, print files, batch design.
import type { MessageCatalog } from './catalog'

export const DESIGN_MESSAGES = {
  'what.design': { en: 'design', zh: '设计' },
  'what.productSide': { en: 'product side', zh: '产品面' },
  'what.textMaterial': { en: 'text material', zh: '文字素材' },
  'textMaterial.empty': { en: 'Type some text first', zh: '请先输入文字' },
  'textMaterial.tooManyLines': { en: 'At most 10 lines of text', zh: '文字最多 10 行' },
  'textMaterial.missingGlyphs': {
    en: 'This font has no letters for {characters}; choose a font that has them (for Chinese, a Chinese font such as WenQuanYi Micro Hei, or upload a Chinese TTF or OTF font under Fonts)',
    zh: '该字体不包含这些文字：{characters}。请选择包含它们的字体（中文请选用中文字体，如文泉驿微米黑，或在“字体”中上传中文 TTF 或 OTF 字体）',
  },
  'textMaterial.noInk': {
    en: 'This font has no letters for this text, so nothing would be drawn; choose another font',
    zh: '该字体不包含这些文字，无法绘制，请换一种字体',
  },
  'design.sideNotOfModel': {
    en: 'The side "{sideId}" does not belong to this product model',
    zh: '面“{sideId}”不属于该产品模型',
  },
  'design.sideTwice': { en: 'The side "{sideId}" appears twice', zh: '面“{sideId}”重复出现' },
  'design.colorNotOfModel': {
    en: 'The colour {color} is not one of this product model’s colours',
    zh: '颜色 {color} 不是该产品模型的颜色',
  },
  'design.imageSizeMismatch': {
    en: 'The picture "{name}" is {width}×{height} px, not the size the design says',
    zh: '图片“{name}”为 {width}×{height} 像素，与设计中的尺寸不符',
  },
  'design.fontNotRenderable': {
    en: 'The font "{family}" is a WOFF2 file, which cannot be turned into print outlines; upload it as TTF, OTF or WOFF',
    zh: '字体“{family}”是 WOFF2 文件，无法转换为印刷轮廓，请上传 TTF、OTF 或 WOFF 格式',
  },
  'design.fileMissing': {
    en: 'A file of this design is missing from storage ({what}); upload it again',
    zh: '该设计的文件在存储中缺失（{what}），请重新上传',
  },
  'design.renderFailed': {
    en: 'The print file could not be made: a picture may be damaged or too large',
    zh: '无法生成印刷文件：图片可能已损坏或过大',
  },
  'design.preflight.empty': {
    en: 'The design prints nothing: put at least one visible element inside a print area',
    zh: '该设计没有可印刷的内容：请在印刷区域内至少放置一个可见元素',
  },
  'design.preflight.dpi': {
    en: 'An image on {side} is only {dpi} DPI at its printed size (at least {floor} DPI is needed); make it smaller or use a larger picture',
    zh: '{side}上的一张图片在印刷尺寸下只有 {dpi} DPI（至少需要 {floor} DPI），请缩小或换用更大的图片',
  },
  'design.batch.modelsOrCategory': {
    en: 'Choose either product models or one category',
    zh: '请选择产品模型或一个分类（二选一）',
  },
  'design.batch.emptyCategory': {
    en: 'The category "{category}" has no product models to design on',
    zh: '分类“{category}”下没有可设计的产品模型',
  },
  'design.batch.categoryTooLarge': {
    en: 'The category "{category}" has {count} product models; a batch takes at most {max}: choose a smaller category or the models',
    zh: '分类“{category}”下有 {count} 个产品模型，一次批量最多 {max} 个：请选择更小的分类或具体模型',
  },
  'design.goods.noSides': {
    en: 'This design has no print file yet; save it first',
    zh: '该设计还没有印刷文件，请先保存',
  },
} as const satisfies MessageCatalog
