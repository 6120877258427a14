type Labels = Record<string, string>;
export type GiftGuideCategorySeed = { kind: 'recipient' | 'occasion'; key: string; status: 'ACTIVE' | 'INACTIVE'; labels: Labels };

const l = (en: string, fr: string, de: string, es: string, it: string, pt: string, zh: string, zhHant: string, ko: string): Labels => ({
  en, 'en-GB': en, fr, de, 'es-ES': es, 'es-419': es, it, pt, zh, 'zh-Hant': zhHant, ko,
});

/** Gift-guide recipients (audiences) and occasions with localized labels; INACTIVE ones are dropped by the API. */
export const GIFT_GUIDE_CATEGORIES: readonly GiftGuideCategorySeed[] = [
  { kind: 'recipient', key: 'FOR_HER', status: 'ACTIVE', labels: l('For Her', 'Pour elle', 'Für sie', 'Para ella', 'Per lei', 'Para ela', '送她', '送她', '그녀를 위한') },
  { kind: 'recipient', key: 'FOR_HIM', status: 'ACTIVE', labels: l('For Him', 'Pour lui', 'Für ihn', 'Para él', 'Per lui', 'Para ele', '送他', '送他', '그를 위한') },
  { kind: 'recipient', key: 'FOR_KIDS', status: 'ACTIVE', labels: l('For Kids', 'Pour les enfants', 'Für Kinder', 'Para niños', 'Per bambini', 'Para crianças', '送孩子', '送孩子', '아이들을 위한') },
  { kind: 'recipient', key: 'FOR_MOM', status: 'ACTIVE', labels: l('For Mom', 'Pour maman', 'Für Mama', 'Para mamá', 'Per la mamma', 'Para a mãe', '送妈妈', '送媽媽', '엄마를 위한') },
  { kind: 'recipient', key: 'FOR_DAD', status: 'ACTIVE', labels: l('For Dad', 'Pour papa', 'Für Papa', 'Para papá', 'Per il papà', 'Para o pai', '送爸爸', '送爸爸', '아빠를 위한') },
  { kind: 'recipient', key: 'FOR_THE_HOME', status: 'ACTIVE', labels: l('For the Home', 'Pour la maison', 'Für Zuhause', 'Para el hogar', 'Per la casa', 'Para a casa', '家居', '家居', '집을 위한') },
  { kind: 'recipient', key: 'FOR_TEENS', status: 'ACTIVE', labels: l('For Teens', 'Pour les ados', 'Für Teenager', 'Para adolescentes', 'Per ragazzi', 'Para adolescentes', '送青少年', '送青少年', '십대를 위한') },
  { kind: 'recipient', key: 'FOR_PETS', status: 'INACTIVE', labels: l('For Pets', 'Pour les animaux', 'Für Haustiere', 'Para mascotas', 'Per animali', 'Para pets', '送宠物', '送寵物', '반려동물을 위한') },
  { kind: 'occasion', key: 'CHRISTMAS', status: 'ACTIVE', labels: l('Christmas', 'Noël', 'Weihnachten', 'Navidad', 'Natale', 'Natal', '圣诞节', '聖誕節', '크리스마스') },
  { kind: 'occasion', key: 'BIRTHDAY', status: 'ACTIVE', labels: l('Birthday', 'Anniversaire', 'Geburtstag', 'Cumpleaños', 'Compleanno', 'Aniversário', '生日', '生日', '생일') },
  { kind: 'occasion', key: 'WEDDING', status: 'ACTIVE', labels: l('Wedding', 'Mariage', 'Hochzeit', 'Boda', 'Matrimonio', 'Casamento', '婚礼', '婚禮', '결혼식') },
  { kind: 'occasion', key: 'VALENTINES_DAY', status: 'ACTIVE', labels: l("Valentine's Day", 'Saint-Valentin', 'Valentinstag', 'San Valentín', 'San Valentino', 'Dia dos Namorados', '情人节', '情人節', '발렌타인데이') },
  { kind: 'occasion', key: 'HOSTESS', status: 'ACTIVE', labels: l('Hostess Gifts', "Cadeaux d'hôte", 'Gastgeschenke', 'Regalos para anfitriones', 'Regali per chi ospita', 'Presentes para anfitriões', '主人礼物', '主人禮物', '호스트 선물') },
  { kind: 'occasion', key: 'STOCKING_STUFFERS', status: 'ACTIVE', labels: l('Stocking Stuffers', 'Petits cadeaux', 'Kleine Geschenke', 'Detalles', 'Pensierini', 'Lembrancinhas', '小礼物', '小禮物', '작은 선물') },
  { kind: 'occasion', key: 'GRADUATION', status: 'INACTIVE', labels: l('Graduation', 'Remise de diplômes', 'Abschluss', 'Graduación', 'Laurea', 'Formatura', '毕业', '畢業', '졸업') },
];
