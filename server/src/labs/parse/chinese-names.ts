import type { NameCode } from './names';

/*
 * Chinese names of the catalogue's analytes (issue 32: reports from China had their numbers read but no name
 * recognised). Names as mainland hospital laboratory information systems print them (simplified), with the
 * Taiwan / Hong Kong words where the vocabulary differs (紅血球, 血色素, 三酸甘油酯, 肌酸酐); traditional
 * characters are folded to simplified before matching (`toSimplified`), so each name is listed once.
 * Terms follow the Chinese national standard of clinical laboratory item names (卫生行业标准 WS/T 102 and the
 * 全国临床检验操作规程, 4th ed.), the names printed by Mindray / Sysmex CBC reports in Chinese, and the
 * Chinese Wikipedia's articles on each test.
 *
 * Chinese has no spaces between words, so a name is matched as a whole run of Han characters, never a part
 * of one: 总胆红素 (total bilirubin) is not found inside 直接胆红素 (direct bilirubin), nor 肌酐 inside
 * 肌酐清除率 (creatinine clearance). Every printed variant ("白细胞" and "白细胞计数") is therefore listed.
 */
export const CHINESE_NAMES: Partial<Record<NameCode, string[]>> = {
  HGB: ['血红蛋白', '血红蛋白浓度', '血红蛋白测定', '血色素'],
  HCT: ['红细胞压积', '红细胞比积', '血细胞比容', '红细胞比容', '血比容'],
  RBC: ['红细胞', '红细胞计数', '红细胞数', '红细胞总数', '红血球', '红血球计数'],
  WBC: ['白细胞', '白细胞计数', '白细胞数', '白细胞总数', '白血球', '白血球计数'],
  PLT: ['血小板', '血小板计数', '血小板数', '血小板总数'],
  MCV: ['平均红细胞体积', '红细胞平均体积'],
  MCH: ['平均红细胞血红蛋白含量', '平均红细胞血红蛋白量', '红细胞平均血红蛋白量', '红细胞平均血红蛋白含量'],
  MCHC: ['平均红细胞血红蛋白浓度', '红细胞平均血红蛋白浓度'],
  RDW: ['红细胞分布宽度', '红细胞体积分布宽度', '红细胞分布宽度变异系数', '红细胞分布宽度CV'],
  RDW_SD: ['红细胞分布宽度标准差', '红细胞体积分布宽度标准差', '红细胞分布宽度SD'],
  MPV: ['平均血小板体积'],
  PDW: ['血小板分布宽度', '血小板体积分布宽度'],
  PCT: ['血小板压积', '血小板比积'],
  NEUT_PCT: ['中性粒细胞', '中性粒细胞百分比', '中性粒细胞比率', '中性粒细胞百分数', '中性粒细胞比例'],
  LYMPH_PCT: ['淋巴细胞', '淋巴细胞百分比', '淋巴细胞比率', '淋巴细胞百分数', '淋巴细胞比例'],
  MONO_PCT: ['单核细胞', '单核细胞百分比', '单核细胞比率', '单核细胞百分数', '单核细胞比例'],
  EOS_PCT: ['嗜酸性粒细胞', '嗜酸性粒细胞百分比', '嗜酸性粒细胞比率', '嗜酸粒细胞百分比', '嗜酸性粒细胞比例'],
  BASO_PCT: [
    '嗜碱性粒细胞',
    '嗜碱性粒细胞百分比',
    '嗜碱性粒细胞比率',
    '嗜碱粒细胞百分比',
    '嗜碱性粒细胞比例',
  ],
  NEUT_ABS: ['中性粒细胞计数', '中性粒细胞数', '中性粒细胞绝对值'],
  LYMPH_ABS: ['淋巴细胞计数', '淋巴细胞数', '淋巴细胞绝对值'],
  MONO_ABS: ['单核细胞计数', '单核细胞数', '单核细胞绝对值'],
  EOS_ABS: ['嗜酸性粒细胞计数', '嗜酸性粒细胞数', '嗜酸性粒细胞绝对值', '嗜酸粒细胞计数'],
  BASO_ABS: ['嗜碱性粒细胞计数', '嗜碱性粒细胞数', '嗜碱性粒细胞绝对值', '嗜碱粒细胞计数'],
  ESR: ['血沉', '红细胞沉降率'],
  RETIC: ['网织红细胞', '网织红细胞百分比', '网织红细胞比率'],
  GLU: ['葡萄糖', '血糖', '血葡萄糖'],
  GLU_FASTING: ['空腹血糖', '空腹葡萄糖', '空腹血葡萄糖'],
  GLU_PP: ['餐后2小时血糖', '餐后两小时血糖', '餐后血糖'],
  GLU_RANDOM: ['随机血糖', '随机葡萄糖'],
  HBA1C: ['糖化血红蛋白', '糖化血红蛋白A1c', '糖化血红蛋白HbA1c'],
  CHOL_TOTAL: ['总胆固醇', '胆固醇'],
  TG: ['甘油三酯', '三酰甘油', '三酸甘油酯'],
  HDL: ['高密度脂蛋白胆固醇', '高密度脂蛋白', '高密度脂蛋白C'],
  LDL: ['低密度脂蛋白胆固醇', '低密度脂蛋白', '低密度脂蛋白C'],
  VLDL: ['极低密度脂蛋白胆固醇', '极低密度脂蛋白'],
  NON_HDL: ['非高密度脂蛋白胆固醇'],
  APOA1: ['载脂蛋白A1', '载脂蛋白AI', '载脂蛋白A'],
  APOB: ['载脂蛋白B'],
  LPA: ['脂蛋白a', '脂蛋白(a)'],
  CREAT: ['肌酐', '肌酸酐', '血肌酐'],
  UREA: ['尿素'],
  BUN: ['尿素氮', '血尿素氮'],
  URIC_ACID: ['尿酸', '血尿酸'],
  EGFR: ['估算肾小球滤过率', '肾小球滤过率估算值', '估算的肾小球滤过率'],
  CYSTATIN_C: ['胱抑素C', '胱抑素'],
  ALT: ['谷丙转氨酶', '丙氨酸氨基转移酶', '丙氨酸转氨酶'],
  AST: ['谷草转氨酶', '天门冬氨酸氨基转移酶', '天冬氨酸氨基转移酶', '天门冬氨酸转氨酶', '天冬氨酸转氨酶'],
  ALP: ['碱性磷酸酶'],
  GGT: ['谷氨酰转肽酶', 'γ谷氨酰转肽酶', '谷氨酰转移酶', 'γ谷氨酰转移酶'],
  LDH: ['乳酸脱氢酶'],
  CK: ['肌酸激酶'],
  AMYLASE: ['淀粉酶', '血淀粉酶'],
  LIPASE: ['脂肪酶'],
  BILI_TOTAL: ['总胆红素'],
  BILI_DIRECT: ['直接胆红素', '结合胆红素'],
  BILI_INDIRECT: ['间接胆红素', '非结合胆红素'],
  PROTEIN_TOTAL: ['总蛋白'],
  ALBUMIN: ['白蛋白'],
  GLOBULIN: ['球蛋白'],
  AG_RATIO: ['白球比', '白球比例', '白蛋白球蛋白比值', '白蛋白球蛋白比'],
  K: ['钾', '血钾', '钾离子'],
  NA: ['钠', '血钠', '钠离子'],
  CL: ['氯', '血氯', '氯离子'],
  CA: ['钙', '血钙', '总钙'],
  CA_ION: ['离子钙', '游离钙'],
  MG: ['镁', '血镁', '镁离子'],
  PHOS: ['磷', '血磷', '无机磷'],
  CO2: ['二氧化碳', '二氧化碳结合力', '总二氧化碳', '碳酸氢根'],
  ANION_GAP: ['阴离子间隙'],
  IRON: ['铁'],
  TIBC: ['总铁结合力'],
  UIBC: ['未饱和铁结合力'],
  TSAT: ['转铁蛋白饱和度'],
  TRANSFERRIN: ['转铁蛋白'],
  FERRITIN: ['铁蛋白'],
  ZINC: ['锌', '血锌'],
  TSH: ['促甲状腺激素', '促甲状腺素', '超敏促甲状腺激素'],
  FT4: ['游离甲状腺素', '游离T4', '游离四碘甲状腺原氨酸'],
  FT3: ['游离三碘甲状腺原氨酸', '游离T3'],
  T4_TOTAL: ['甲状腺素', '总甲状腺素', '总T4'],
  T3_TOTAL: ['三碘甲状腺原氨酸', '总三碘甲状腺原氨酸', '总T3'],
  ANTI_TPO: ['抗甲状腺过氧化物酶抗体', '甲状腺过氧化物酶抗体'],
  ANTI_TG: ['抗甲状腺球蛋白抗体', '甲状腺球蛋白抗体'],
  THYROGLOBULIN: ['甲状腺球蛋白'],
  VITD_25OH: ['维生素D', '25羟维生素D', '25-羟基维生素D', '25羟基维生素D', '总25羟基维生素D'],
  B12: ['维生素B12'],
  FOLATE: ['叶酸'],
  CRP: ['C反应蛋白', '超敏C反应蛋白'],
  INSULIN: ['胰岛素', '空腹胰岛素'],
  C_PEPTIDE: ['C肽', '空腹C肽'],
  HOMOCYSTEINE: ['同型半胱氨酸'],
  PSA: ['前列腺特异性抗原', '总前列腺特异性抗原'],
  PT: ['凝血酶原时间'],
  INR: ['国际标准化比值'],
  APTT: ['活化部分凝血活酶时间'],
  FIBRINOGEN: ['纤维蛋白原'],
  TESTO_TOTAL: ['睾酮', '总睾酮'],
  ESTRADIOL: ['雌二醇'],
  PROGESTERONE: ['孕酮'],
  LH: ['促黄体生成素', '黄体生成素'],
  FSH: ['促卵泡刺激素', '卵泡刺激素'],
  PROLACTIN: ['催乳素', '泌乳素'],
  CORTISOL: ['皮质醇'],
  PTH: ['甲状旁腺激素', '甲状旁腺素'],
};

/*
 * Traditional characters of the names above and of the report words read elsewhere (headings, header fields,
 * flags), with their simplified forms. Pairs traditional→simplified, only characters that differ (Unicode Unihan kSimplifiedVariant).
 */
const TRADITIONAL =
  '紅红 細细 總总 膽胆 轉转 鉀钾 鈉钠 鈣钙 鎂镁 狀状 維维 鐵铁 遊游 離离 門门 體体 積积 數数 計计 單单 鹼碱 壓压 寬宽 濃浓 測测 醫医 檢检 報报 別别 齡龄 樣样  ' +
  '號号 條条 碼码 範范 圍围 參参 區区 間间 結结 標标 準准 腎肾 鋅锌 漿浆 絕绝 對对 過过 隨随 後后 兩两 濾滤 穀谷 種种 類类 載载 脫脱 氫氢 驗验 項项 統统 時时  ' +
  '醯酰 衝冲 價价 較较 輔辅 當当 處处 師师 張张 醣糖 傳传 網网 織织 變变 異异 應应 顯显 淺浅 鹽盐 鐘钟 關关 係系 腫肿 纖纤 極极 蘇苏 環环 氣气 鉻铬 脈脉 靜静  ' +
  '縮缩 營营 養养 質质 紀纪 錄录 學学 員员 廠厂 診诊 職职 業业 電电 話话 證证';

const TRAD_TO_SIMP = new Map<string, string>();
for (const pair of TRADITIONAL.split(' ').filter(Boolean)) TRAD_TO_SIMP.set(pair[0]!, pair[1]!);

/** Traditional Chinese characters of lab report words folded to their simplified forms. */
export function toSimplified(text: string): string {
  return /\p{sc=Han}/u.test(text) ? text.replace(/\p{sc=Han}/gu, (c) => TRAD_TO_SIMP.get(c) ?? c) : text;
}
