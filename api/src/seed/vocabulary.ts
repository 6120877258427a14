export const FIRST_NAMES = [
  'Sarah', 'Jessica', 'Ashley', 'Emily', 'Madison', 'Olivia', 'Hannah', 'Lauren', 'Brittany', 'Megan', 'Kelsey', 'Rachel',
  'Alyssa', 'Taylor', 'Morgan', 'Chelsea', 'Amanda', 'Natalie', 'Caroline', 'Grace', 'Claire', 'Julia', 'Sophie', 'Avery',
  'Brooke', 'Kayla', 'Mia', 'Zoe', 'Chloe', 'Lily', 'Jenna', 'Allie', 'Erin', 'Kristen', 'Danielle', 'Paige', 'Molly',
  'Haley', 'Nicole', 'Vanessa', 'Marcus', 'Tyler', 'Jordan', 'Ryan', 'Drew', 'Blake', 'Devon', 'Priya', 'Aisha', 'Mei',
  'Camila', 'Valentina', 'Isabela', 'Yuna', 'Leila', 'Nadia', 'Imani', 'Keisha', 'Rosa', 'Elena',
] as const;

export const LAST_NAMES = [
  'Johnson', 'Williams', 'Brown', 'Miller', 'Davis', 'Garcia', 'Rodriguez', 'Martinez', 'Anderson', 'Taylor', 'Thomas',
  'Moore', 'Martin', 'Jackson', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Walker', 'Hall', 'Young', 'King',
  'Wright', 'Scott', 'Green', 'Baker', 'Adams', 'Nelson', 'Carter', 'Mitchell', 'Roberts', 'Turner', 'Phillips', 'Parker',
  'Evans', 'Collins', 'Stewart', 'Morris', 'Nguyen', 'Patel', 'Kim', 'Chen', 'Rivera', 'Cooper', 'Reed', 'Bailey', 'Bell',
] as const;

export const HANDLE_SUFFIXES = [
  'style', 'styled', 'home', 'athome', 'finds', 'closet', 'looks', 'daily', 'edit', 'mom', 'life', 'loves', 'wears',
  'nest', 'glow', 'fit', 'travels', 'casa', 'chic', 'shops', 'picks', 'wardrobe', 'beauty', 'decor',
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

export type CategoryKey = 'fashion' | 'shoes' | 'accessories' | 'beauty' | 'home' | 'kids' | 'fitness' | 'travel' | 'mens';

export type OptionTemplate = { name: string; values: readonly string[] };

export type CategoryVocabulary = {
  key: CategoryKey;
  hashtags: readonly string[];
  adjectives: readonly string[];
  items: readonly string[];
  priceRange: readonly [number, number];
  options: readonly OptionTemplate[];
  sizeChart: boolean;
  retailers: readonly string[];
  weight: number;
};

const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const;
const SHOE_SIZES = ['6', '7', '8', '9', '10', '11'] as const;
const COLORS = ['Black', 'Ivory', 'Camel', 'Sage', 'Navy', 'Blush', 'Olive', 'Cream', 'Chocolate', 'Heather Grey'] as const;

export const CATEGORIES: readonly CategoryVocabulary[] = [
  {
    key: 'fashion', hashtags: ['ltkstyletip', 'ltkseasonal', 'ltkworkwear', 'ltkmidsize'], weight: 5,
    adjectives: ['Ribbed', 'Oversized', 'Cropped', 'Linen', 'Cashmere', 'Relaxed', 'High-Rise', 'Wrap', 'Pleated', 'Satin', 'Cable-Knit', 'Puff-Sleeve'],
    items: ['Sweater', 'Cardigan', 'Midi Dress', 'Wide-Leg Jeans', 'Blazer', 'Tank Top', 'Trench Coat', 'Slip Skirt', 'Button-Down Shirt', 'Joggers', 'Maxi Dress', 'Bodysuit', 'Shacket', 'Trousers'],
    priceRange: [18, 240], options: [{ name: 'Size', values: APPAREL_SIZES }, { name: 'Color', values: COLORS }], sizeChart: true,
    retailers: ['nordstrom', 'abercrombie', 'madewell', 'anthropologie', 'jcrew', 'oldnavy', 'revolve', 'freepeople', 'target', 'amazon', 'gap'],
  },
  {
    key: 'shoes', hashtags: ['ltkshoecrush', 'ltkstyletip'], weight: 2,
    adjectives: ['Leather', 'Suede', 'Platform', 'Woven', 'Pointed-Toe', 'Chunky', 'Minimalist'],
    items: ['Loafers', 'Sneakers', 'Ankle Boots', 'Strappy Sandals', 'Ballet Flats', 'Mules', 'Knee-High Boots'],
    priceRange: [35, 260], options: [{ name: 'Size', values: SHOE_SIZES }, { name: 'Color', values: COLORS }], sizeChart: true,
    retailers: ['nordstrom', 'amazon', 'target', 'madewell', 'revolve'],
  },
  {
    key: 'accessories', hashtags: ['ltkitbag', 'ltkstyletip', 'ltkgiftguide'], weight: 2,
    adjectives: ['Gold', 'Woven', 'Leather', 'Pearl', 'Quilted', 'Oversized', 'Mini'],
    items: ['Crossbody Bag', 'Hoop Earrings', 'Scrunchie Set', 'Tote Bag', 'Sunglasses', 'Claw Clip Set', 'Belt Bag', 'Watch'],
    priceRange: [9, 180], options: [{ name: 'Color', values: COLORS }], sizeChart: false,
    retailers: ['nordstrom', 'amazon', 'target', 'madewell', 'anthropologie'],
  },
  {
    key: 'beauty', hashtags: ['ltkbeauty', 'ltkunder50'], weight: 3,
    adjectives: ['Hydrating', 'Matte', 'Volumizing', 'Brightening', 'Overnight', 'Tinted', 'Vitamin C', 'Glow'],
    items: ['Serum', 'Lipstick', 'Mascara', 'SPF 50 Sunscreen', 'Highlighter', 'Lip Mask', 'Moisturizer', 'Setting Spray', 'Hair Dryer Brush'],
    priceRange: [8, 120], options: [{ name: 'Shade', values: ['Fair', 'Light', 'Medium', 'Tan', 'Deep'] }], sizeChart: false,
    retailers: ['sephora', 'ulta', 'amazon', 'target', 'nordstrom'],
  },
  {
    key: 'home', hashtags: ['ltkhome', 'ltkfindsunder100'], weight: 4,
    adjectives: ['Linen', 'Ceramic', 'Woven', 'Rattan', 'Marble', 'Boucle', 'Oak', 'Textured', 'Vintage-Inspired'],
    items: ['Duvet Cover', 'Vase', 'Throw Blanket', 'Mirror', 'Coffee Table', 'Accent Chair', 'Scented Candle', 'Table Lamp', 'Area Rug', 'Throw Pillow Cover', 'Bar Stool'],
    priceRange: [12, 890], options: [{ name: 'Size', values: ['Small', 'Medium', 'Large'] }, { name: 'Color', values: ['Natural', 'White', 'Black', 'Sage', 'Terracotta'] }], sizeChart: false,
    retailers: ['potterybarn', 'wayfair', 'target', 'amazon', 'walmart', 'anthropologie'],
  },
  {
    key: 'kids', hashtags: ['ltkkids', 'ltkfamily', 'ltkbaby'], weight: 2,
    adjectives: ['Organic Cotton', 'Fleece', 'Striped', 'Waterproof', 'Knit', 'Ruffle'],
    items: ['Pajama Set', 'Rain Jacket', 'Sneakers', 'Backpack', 'Swaddle Set', 'Romper', 'Play Tent'],
    priceRange: [10, 90], options: [{ name: 'Size', values: ['2T', '3T', '4T', '5', '6'] }], sizeChart: true,
    retailers: ['target', 'oldnavy', 'walmart', 'amazon', 'gap'],
  },
  {
    key: 'fitness', hashtags: ['ltkfitness', 'ltkactive'], weight: 2,
    adjectives: ['Seamless', 'High-Waisted', 'Sculpt', 'Lightweight', 'Quarter-Zip', 'Ribbed'],
    items: ['Leggings', 'Sports Bra', 'Running Shorts', 'Pullover', 'Yoga Mat', 'Water Bottle', 'Training Shoes'],
    priceRange: [15, 150], options: [{ name: 'Size', values: APPAREL_SIZES }, { name: 'Color', values: COLORS }], sizeChart: true,
    retailers: ['lululemon', 'amazon', 'target', 'nordstrom', 'oldnavy'],
  },
  {
    key: 'travel', hashtags: ['ltktravel', 'ltkswim'], weight: 1,
    adjectives: ['Carry-On', 'Packable', 'Linen', 'Crochet', 'Wide-Brim', 'Hardside'],
    items: ['Suitcase', 'Weekender Bag', 'Cover-Up', 'One-Piece Swimsuit', 'Sun Hat', 'Packing Cubes', 'Neck Pillow'],
    priceRange: [14, 320], options: [{ name: 'Color', values: COLORS }], sizeChart: false,
    retailers: ['amazon', 'nordstrom', 'target', 'revolve', 'walmart'],
  },
  {
    key: 'mens', hashtags: ['ltkmens'], weight: 1,
    adjectives: ['Slim-Fit', 'Merino', 'Chore', 'Oxford', 'Performance', 'Waxed'],
    items: ['Chinos', 'Quarter-Zip Sweater', 'Jacket', 'Button-Down Shirt', 'Polo', 'Crew Socks Set'],
    priceRange: [20, 220], options: [{ name: 'Size', values: ['S', 'M', 'L', 'XL', 'XXL'] }], sizeChart: true,
    retailers: ['jcrew', 'nordstrom', 'amazon', 'gap', 'abercrombie'],
  },
];

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
  { handle: 'shipping-policy', body: 'Free standard shipping on orders over $50. Orders ship within 1-2 business days; standard delivery takes 3-7 business days.' },
  { handle: 'refund-policy', body: 'Returns accepted within 30 days of delivery for unworn items with tags attached. Refunds are issued to the original payment method.' },
] as const;

export const SHOP_SET_TITLES = ['Everyday Essentials', 'Fall Favorites', 'Home Refresh', 'Vacation Edit', 'Beauty Bag', 'Workwear Staples', 'Cozy Nights In', 'Kids Closet'] as const;
