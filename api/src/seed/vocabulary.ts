export const FIRST_NAMES = [
  'Sarah',
  'Jessica',
  'Ashley',
  'Emily',
  'Madison',
  'Olivia',
  'Hannah',
  'Lauren',
  'Brittany',
  'Megan',
  'Kelsey',
  'Rachel',
  'Alyssa',
  'Taylor',
  'Morgan',
  'Chelsea',
  'Amanda',
  'Natalie',
  'Caroline',
  'Grace',
  'Claire',
  'Julia',
  'Sophie',
  'Avery',
  'Brooke',
  'Kayla',
  'Mia',
  'Zoe',
  'Chloe',
  'Lily',
  'Jenna',
  'Allie',
  'Erin',
  'Kristen',
  'Danielle',
  'Paige',
  'Molly',
  'Haley',
  'Nicole',
  'Vanessa',
  'Marcus',
  'Tyler',
  'Jordan',
  'Ryan',
  'Drew',
  'Blake',
  'Devon',
  'Priya',
  'Aisha',
  'Mei',
  'Camila',
  'Valentina',
  'Isabela',
  'Yuna',
  'Leila',
  'Nadia',
  'Imani',
  'Keisha',
  'Rosa',
  'Elena',
] as const;

export const LAST_NAMES = [
  'Johnson',
  'Williams',
  'Brown',
  'Miller',
  'Davis',
  'Garcia',
  'Rodriguez',
  'Martinez',
  'Anderson',
  'Taylor',
  'Thomas',
  'Moore',
  'Martin',
  'Jackson',
  'Thompson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Walker',
  'Hall',
  'Young',
  'King',
  'Wright',
  'Scott',
  'Green',
  'Baker',
  'Adams',
  'Nelson',
  'Carter',
  'Mitchell',
  'Roberts',
  'Turner',
  'Phillips',
  'Parker',
  'Evans',
  'Collins',
  'Stewart',
  'Morris',
  'Nguyen',
  'Patel',
  'Kim',
  'Chen',
  'Rivera',
  'Cooper',
  'Reed',
  'Bailey',
  'Bell',
] as const;

export const HANDLE_SUFFIXES = [
  'style',
  'styled',
  'home',
  'athome',
  'finds',
  'closet',
  'looks',
  'daily',
  'edit',
  'mom',
  'life',
  'loves',
  'wears',
  'nest',
  'glow',
  'fit',
  'travels',
  'casa',
  'chic',
  'shops',
  'picks',
  'wardrobe',
  'beauty',
  'decor',
] as const;

export const BIO_LINES = [
  'Affordable fashion, home finds and everyday mom life.',
  'Petite style over 30 | Dallas, TX',
  'Neutral home decor and cozy corners.',
  'Skincare nerd sharing what actually works.',
  'Mom of three, lover of a good deal.',
  'Capsule wardrobe and timeless basics.',
  'Weekend getaways and what I packed.',
  'Fitness, athleisure and clean eating.',
  'Curvy style that feels like you.',
  'Modern farmhouse on a budget.',
] as const;

export type CategoryKey =
  'fashion' | 'shoes' | 'accessories' | 'beauty' | 'home' | 'kids' | 'fitness' | 'travel' | 'mens';

type OptionTemplate = { name: string; values: readonly string[] };

/** What a product's generated picture draws (src/images/drawings.ts has one drawing per kind). */
export type Drawing =
  | 'dress'
  | 'skirt'
  | 'top'
  | 'tank'
  | 'jacket'
  | 'coat'
  | 'trousers'
  | 'shorts'
  | 'sneaker'
  | 'boot'
  | 'sandal'
  | 'flat'
  | 'handbag'
  | 'tote'
  | 'backpack'
  | 'earrings'
  | 'scrunchie'
  | 'sunglasses'
  | 'watch'
  | 'dropper'
  | 'lipstick'
  | 'tube'
  | 'compact'
  | 'jar'
  | 'spray'
  | 'dryer'
  | 'blanket'
  | 'vase'
  | 'mirror'
  | 'table'
  | 'chair'
  | 'candle'
  | 'lamp'
  | 'rug'
  | 'pillow'
  | 'stool'
  | 'tent'
  | 'mat'
  | 'bottle'
  | 'suitcase'
  | 'hat'
  | 'box'
  | 'socks';

/** One kind of product: its name, the words that may precede it, its price range in dollars and its picture. */
type ItemVocabulary = {
  item: string;
  adjectives: readonly string[];
  priceRange: readonly [number, number];
  drawing: Drawing;
};

export type CategoryVocabulary = {
  key: CategoryKey;
  hashtags: readonly string[];
  items: readonly ItemVocabulary[];
  options: readonly OptionTemplate[];
  sizeChart: boolean;
  retailers: readonly string[];
  weight: number;
};

const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const;
const SHOE_SIZES = ['6', '7', '8', '9', '10', '11'] as const;
const COLORS = [
  'Black',
  'Ivory',
  'Camel',
  'Sage',
  'Navy',
  'Blush',
  'Olive',
  'Cream',
  'Chocolate',
  'Heather Grey',
] as const;

const kind = (
  item: string,
  drawing: Drawing,
  priceRange: readonly [number, number],
  adjectives: readonly string[],
): ItemVocabulary => ({ item, drawing, priceRange, adjectives });

export const CATEGORIES: readonly CategoryVocabulary[] = [
  {
    key: 'fashion',
    hashtags: ['ltkstyletip', 'ltkseasonal', 'ltkworkwear', 'ltkmidsize'],
    weight: 5,
    items: [
      kind('Sweater', 'top', [38, 180], ['Ribbed', 'Oversized', 'Cable-Knit', 'Cashmere', 'Mock-Neck']),
      kind('Cardigan', 'top', [40, 160], ['Cropped', 'Oversized', 'Cashmere', 'Cable-Knit', 'Ribbed']),
      kind('Midi Dress', 'dress', [45, 220], ['Satin', 'Linen', 'Wrap', 'Pleated', 'Puff-Sleeve']),
      kind('Wide-Leg Jeans', 'trousers', [45, 180], ['High-Rise', 'Relaxed', 'Cropped', 'Vintage-Wash']),
      kind('Blazer', 'jacket', [60, 240], ['Oversized', 'Linen', 'Double-Breasted', 'Relaxed']),
      kind('Tank Top', 'tank', [12, 48], ['Ribbed', 'Satin', 'Linen', 'Cropped']),
      kind('Trench Coat', 'coat', [90, 280], ['Classic', 'Oversized', 'Belted', 'Cropped']),
      kind('Slip Skirt', 'skirt', [35, 120], ['Satin', 'Pleated', 'Bias-Cut']),
      kind('Button-Down Shirt', 'top', [30, 110], ['Linen', 'Oversized', 'Poplin', 'Striped']),
      kind('Joggers', 'trousers', [25, 90], ['Relaxed', 'Fleece', 'Cotton', 'Wide-Leg']),
      kind('Maxi Dress', 'dress', [50, 240], ['Linen', 'Floral', 'Tiered', 'Satin', 'Smocked']),
      kind('Bodysuit', 'tank', [20, 60], ['Ribbed', 'Square-Neck', 'Seamless']),
      kind('Shacket', 'jacket', [45, 130], ['Plaid', 'Oversized', 'Sherpa', 'Wool-Blend']),
      kind('Trousers', 'trousers', [40, 160], ['Pleated', 'High-Rise', 'Wide-Leg', 'Linen', 'Tailored']),
    ],
    options: [
      { name: 'Size', values: APPAREL_SIZES },
      { name: 'Color', values: COLORS },
    ],
    sizeChart: true,
    retailers: [
      'nordstrom',
      'abercrombie',
      'madewell',
      'anthropologie',
      'jcrew',
      'oldnavy',
      'revolve',
      'freepeople',
      'target',
      'amazon',
      'gap',
    ],
  },
  {
    key: 'shoes',
    hashtags: ['ltkshoecrush', 'ltkstyletip'],
    weight: 2,
    items: [
      kind('Loafers', 'flat', [60, 220], ['Leather', 'Chunky', 'Suede', 'Penny']),
      kind('Sneakers', 'sneaker', [50, 160], ['Leather', 'Platform', 'Minimalist', 'Retro']),
      kind('Ankle Boots', 'boot', [80, 260], ['Suede', 'Leather', 'Chelsea', 'Block-Heel']),
      kind('Strappy Sandals', 'sandal', [35, 140], ['Leather', 'Woven', 'Block-Heel', 'Platform']),
      kind('Ballet Flats', 'flat', [40, 150], ['Leather', 'Mesh', 'Pointed-Toe', 'Suede']),
      kind('Mules', 'flat', [45, 160], ['Woven', 'Leather', 'Pointed-Toe', 'Slingback']),
      kind('Knee-High Boots', 'boot', [120, 320], ['Leather', 'Suede', 'Slouchy', 'Block-Heel']),
    ],
    options: [
      { name: 'Size', values: SHOE_SIZES },
      { name: 'Color', values: COLORS },
    ],
    sizeChart: true,
    retailers: ['nordstrom', 'amazon', 'target', 'madewell', 'revolve'],
  },
  {
    key: 'accessories',
    hashtags: ['ltkitbag', 'ltkstyletip', 'ltkgiftguide'],
    weight: 2,
    items: [
      kind('Crossbody Bag', 'handbag', [35, 220], ['Leather', 'Quilted', 'Woven', 'Mini']),
      kind('Hoop Earrings', 'earrings', [12, 90], ['Gold', 'Chunky', 'Mini', 'Pearl-Drop']),
      kind('Scrunchie Set', 'scrunchie', [9, 28], ['Satin', 'Velvet', 'Silk']),
      kind('Tote Bag', 'tote', [25, 180], ['Leather', 'Woven', 'Canvas', 'Oversized']),
      kind('Sunglasses', 'sunglasses', [15, 180], ['Oversized', 'Cat-Eye', 'Tortoise', 'Square']),
      kind('Claw Clip Set', 'scrunchie', [9, 24], ['Tortoise', 'Matte', 'Mini']),
      kind('Belt Bag', 'handbag', [30, 120], ['Leather', 'Quilted', 'Nylon']),
      kind('Watch', 'watch', [45, 260], ['Gold', 'Leather-Strap', 'Minimalist', 'Mesh']),
    ],
    options: [{ name: 'Color', values: COLORS }],
    sizeChart: false,
    retailers: ['nordstrom', 'amazon', 'target', 'madewell', 'anthropologie'],
  },
  {
    key: 'beauty',
    hashtags: ['ltkbeauty', 'ltkunder50'],
    weight: 3,
    items: [
      kind('Serum', 'dropper', [14, 95], ['Hydrating', 'Vitamin C', 'Brightening', 'Niacinamide']),
      kind('Lipstick', 'lipstick', [9, 42], ['Matte', 'Satin', 'Tinted', 'Long-Wear']),
      kind('Mascara', 'tube', [8, 32], ['Volumizing', 'Lengthening', 'Waterproof']),
      kind('SPF 50 Sunscreen', 'tube', [12, 45], ['Tinted', 'Mineral', 'Lightweight']),
      kind('Highlighter', 'compact', [14, 48], ['Glow', 'Liquid', 'Powder', 'Cream']),
      kind('Lip Mask', 'jar', [12, 28], ['Overnight', 'Hydrating', 'Berry']),
      kind('Moisturizer', 'jar', [15, 85], ['Hydrating', 'Overnight', 'Barrier', 'Gel-Cream']),
      kind('Setting Spray', 'spray', [12, 38], ['Matte', 'Dewy', 'Long-Wear']),
      kind('Hair Dryer Brush', 'dryer', [39, 120], ['Volumizing', 'Ionic', 'Ceramic']),
    ],
    options: [{ name: 'Shade', values: ['Fair', 'Light', 'Medium', 'Tan', 'Deep'] }],
    sizeChart: false,
    retailers: ['sephora', 'ulta', 'amazon', 'target', 'nordstrom'],
  },
  {
    key: 'home',
    hashtags: ['ltkhome', 'ltkfindsunder100'],
    weight: 4,
    items: [
      kind('Duvet Cover', 'blanket', [60, 260], ['Linen', 'Percale', 'Washed Cotton', 'Textured']),
      kind('Vase', 'vase', [18, 120], ['Ceramic', 'Rattan', 'Glass', 'Textured', 'Vintage-Inspired']),
      kind('Throw Blanket', 'blanket', [25, 120], ['Boucle', 'Knit', 'Faux Fur', 'Waffle']),
      kind('Mirror', 'mirror', [60, 380], ['Arched', 'Rattan', 'Oak', 'Round', 'Vintage-Inspired']),
      kind('Coffee Table', 'table', [180, 890], ['Oak', 'Marble', 'Round', 'Travertine']),
      kind('Accent Chair', 'chair', [220, 890], ['Boucle', 'Rattan', 'Oak', 'Linen', 'Velvet']),
      kind('Scented Candle', 'candle', [14, 58], ['Amber', 'Fig', 'Cedar', 'Vanilla']),
      kind('Table Lamp', 'lamp', [45, 260], ['Ceramic', 'Rattan', 'Brass', 'Marble']),
      kind('Area Rug', 'rug', [90, 620], ['Woven', 'Vintage-Inspired', 'Jute', 'Wool']),
      kind('Throw Pillow Cover', 'pillow', [15, 60], ['Linen', 'Boucle', 'Textured', 'Striped']),
      kind('Bar Stool', 'stool', [80, 320], ['Rattan', 'Oak', 'Boucle', 'Counter-Height']),
    ],
    options: [
      { name: 'Size', values: ['Small', 'Medium', 'Large'] },
      { name: 'Color', values: ['Natural', 'White', 'Black', 'Sage', 'Terracotta'] },
    ],
    sizeChart: false,
    retailers: ['potterybarn', 'wayfair', 'target', 'amazon', 'walmart', 'anthropologie'],
  },
  {
    key: 'kids',
    hashtags: ['ltkkids', 'ltkfamily', 'ltkbaby'],
    weight: 2,
    items: [
      kind('Pajama Set', 'top', [14, 45], ['Organic Cotton', 'Striped', 'Fleece', 'Printed']),
      kind('Rain Jacket', 'coat', [25, 70], ['Waterproof', 'Lined', 'Packable']),
      kind('Sneakers', 'sneaker', [22, 65], ['Light-Up', 'Velcro', 'Canvas']),
      kind('Backpack', 'backpack', [18, 60], ['Mini', 'Waterproof', 'Printed']),
      kind('Swaddle Set', 'blanket', [18, 55], ['Muslin', 'Organic Cotton']),
      kind('Romper', 'dress', [14, 40], ['Ruffle', 'Knit', 'Organic Cotton']),
      kind('Play Tent', 'tent', [35, 110], ['Canvas', 'Teepee', 'Foldable']),
    ],
    options: [{ name: 'Size', values: ['2T', '3T', '4T', '5', '6'] }],
    sizeChart: true,
    retailers: ['target', 'oldnavy', 'walmart', 'amazon', 'gap'],
  },
  {
    key: 'fitness',
    hashtags: ['ltkfitness', 'ltkactive'],
    weight: 2,
    items: [
      kind('Leggings', 'trousers', [25, 118], ['Seamless', 'High-Waisted', 'Sculpt']),
      kind('Sports Bra', 'tank', [18, 68], ['Seamless', 'Longline', 'Sculpt']),
      kind('Running Shorts', 'shorts', [18, 68], ['Lightweight', 'Lined', 'High-Waisted']),
      kind('Pullover', 'top', [35, 128], ['Quarter-Zip', 'Fleece', 'Half-Zip']),
      kind('Yoga Mat', 'mat', [20, 120], ['Cork', 'Non-Slip', 'Extra-Thick']),
      kind('Water Bottle', 'bottle', [14, 48], ['Insulated', 'Stainless Steel', 'Glass']),
      kind('Training Shoes', 'sneaker', [60, 150], ['Lightweight', 'Cushioned', 'Cross-Training']),
    ],
    options: [
      { name: 'Size', values: APPAREL_SIZES },
      { name: 'Color', values: COLORS },
    ],
    sizeChart: true,
    retailers: ['lululemon', 'amazon', 'target', 'nordstrom', 'oldnavy'],
  },
  {
    key: 'travel',
    hashtags: ['ltktravel', 'ltkswim'],
    weight: 1,
    items: [
      kind('Suitcase', 'suitcase', [90, 320], ['Carry-On', 'Hardside', 'Spinner']),
      kind('Weekender Bag', 'tote', [45, 220], ['Canvas', 'Leather', 'Nylon']),
      kind('Cover-Up', 'dress', [20, 90], ['Crochet', 'Linen', 'Sheer']),
      kind('One-Piece Swimsuit', 'tank', [35, 140], ['Ribbed', 'Cut-Out', 'Square-Neck']),
      kind('Sun Hat', 'hat', [18, 90], ['Wide-Brim', 'Straw', 'Packable']),
      kind('Packing Cubes', 'box', [15, 45], ['Compression', 'Mesh']),
      kind('Neck Pillow', 'pillow', [15, 50], ['Memory Foam', 'Packable']),
    ],
    options: [{ name: 'Color', values: COLORS }],
    sizeChart: false,
    retailers: ['amazon', 'nordstrom', 'target', 'revolve', 'walmart'],
  },
  {
    key: 'mens',
    hashtags: ['ltkmens'],
    weight: 1,
    items: [
      kind('Chinos', 'trousers', [40, 128], ['Slim-Fit', 'Stretch', 'Relaxed']),
      kind('Quarter-Zip Sweater', 'top', [45, 160], ['Merino', 'Cotton', 'Waffle']),
      kind('Jacket', 'jacket', [80, 280], ['Chore', 'Waxed', 'Quilted', 'Suede']),
      kind('Button-Down Shirt', 'top', [35, 120], ['Oxford', 'Linen', 'Slim-Fit']),
      kind('Polo', 'top', [25, 90], ['Performance', 'Pique', 'Merino']),
      kind('Crew Socks Set', 'socks', [12, 35], ['Cushioned', 'Merino', 'Athletic']),
    ],
    options: [{ name: 'Size', values: ['S', 'M', 'L', 'XL', 'XXL'] }],
    sizeChart: true,
    retailers: ['jcrew', 'nordstrom', 'amazon', 'gap', 'abercrombie'],
  },
];

/** Item names, longest first, so a product name finds its own kind ("Quarter-Zip Sweater" before "Sweater"). */
const ITEMS_BY_LENGTH: readonly ItemVocabulary[] = CATEGORIES.flatMap((c) => c.items).sort(
  (a, b) => b.item.length - a.item.length,
);

/** The drawing of a product called `name` (adjective + item), or null for a name the vocabulary did not make. */
export function drawingOf(name: string): Drawing | null {
  return ITEMS_BY_LENGTH.find((i) => name.endsWith(i.item))?.drawing ?? null;
}

export type RetailerSeed = { id: string; displayName: string; domain: string; maxQuantity: number };

export const RETAILERS: readonly RetailerSeed[] = [
  { id: 'nordstrom', displayName: 'Nordstrom', domain: 'nordstrom.example', maxQuantity: 10 },
  { id: 'amazon', displayName: 'Amazon', domain: 'amazon.example', maxQuantity: 30 },
  { id: 'target', displayName: 'Target', domain: 'target.example', maxQuantity: 20 },
  { id: 'walmart', displayName: 'Walmart', domain: 'walmart.example', maxQuantity: 20 },
  { id: 'abercrombie', displayName: 'Abercrombie & Fitch', domain: 'abercrombie.example', maxQuantity: 8 },
  { id: 'madewell', displayName: 'Madewell', domain: 'madewell.example', maxQuantity: 8 },
  { id: 'anthropologie', displayName: 'Anthropologie', domain: 'anthropologie.example', maxQuantity: 6 },
  { id: 'jcrew', displayName: 'J.Crew', domain: 'jcrew.example', maxQuantity: 8 },
  { id: 'oldnavy', displayName: 'Old Navy', domain: 'oldnavy.example', maxQuantity: 12 },
  { id: 'revolve', displayName: 'Revolve', domain: 'revolve.example', maxQuantity: 5 },
  { id: 'freepeople', displayName: 'Free People', domain: 'freepeople.example', maxQuantity: 6 },
  { id: 'sephora', displayName: 'Sephora', domain: 'sephora.example', maxQuantity: 10 },
  { id: 'ulta', displayName: 'Ulta Beauty', domain: 'ulta.example', maxQuantity: 10 },
  { id: 'potterybarn', displayName: 'Pottery Barn', domain: 'potterybarn.example', maxQuantity: 4 },
  { id: 'wayfair', displayName: 'Wayfair', domain: 'wayfair.example', maxQuantity: 6 },
  { id: 'lululemon', displayName: 'lululemon', domain: 'lululemon.example', maxQuantity: 6 },
  { id: 'gap', displayName: 'Gap', domain: 'gap.example', maxQuantity: 10 },
];

export const CAPTION_OPENERS = [
  'Obsessed with this {item}!',
  'Found the perfect {item} and it is on sale.',
  'Wearing this {item} on repeat.',
  'My most-asked-about {item}, linked!',
  'Restocked: the {item} you all loved.',
  'Weekend uniform featuring my favorite {item}.',
  'Under-the-radar {item} that looks so much more expensive.',
  'Cozy season calls for this {item}.',
  'The {item} I would buy again in every color.',
  'Small update to the living room with a new {item}.',
  'Holiday gift idea: this {item} never misses.',
  'Packing list staple: my {item}.',
] as const;

export const CAPTION_MIDDLES = [
  'Runs true to size, I am wearing a small.',
  'Use code SAVE20 at checkout.',
  'Comment LINK and I will send it to you.',
  'Linked similar styles too.',
  'Perfect for fall layering.',
  'It washes beautifully.',
  'Such a good price for the quality.',
  'Grabbed it in two colors.',
  'Details are all linked below.',
  'My husband approved this one.',
] as const;

/** Shipping and returns policies (handle + body) per retailer product. */
export const POLICY_TEMPLATES = [
  {
    handle: 'shipping-policy',
    body: 'Free standard shipping on orders over $50. Orders ship within 1-2 business days; standard delivery takes 3-7 business days.',
  },
  {
    handle: 'refund-policy',
    body: 'Returns accepted within 30 days of delivery for unworn items with tags attached. Refunds are issued to the original payment method.',
  },
] as const;

export const SHOP_SET_TITLES = [
  'Everyday Essentials',
  'Fall Favorites',
  'Home Refresh',
  'Vacation Edit',
  'Beauty Bag',
  'Workwear Staples',
  'Cozy Nights In',
  'Kids Closet',
] as const;
