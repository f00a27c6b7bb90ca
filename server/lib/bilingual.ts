// Demo and seller data often write a name in both languages ("猫咪宇航员 Cat astronaut"): the
// part in the wanted language, or the whole text when it has none.
const CJK = /[\u3400-\u9fff]/

export function inLanguage(text: string, language: string): string {
  const words = text.split(/\s+/).filter(Boolean)
  const chinese = words.filter((word) => CJK.test(word))
  const latin = words.filter((word) => !CJK.test(word))
  const picked = language === 'zh' ? chinese : latin
  return (picked.length > 0 ? picked : words).join(' ')
}
