import { logger } from '@ltk/contracts/log';
import { defineRead } from '@ltk/store';
import { bubblesReceived, bubblesSlice, selectBubbles } from './bubbles-slice';

/** Which bubbles: the categories country of the locale and the shopper's day (`YYYY-MM-DD`). */
export type BubblesArgs = { country: string; date: string };

const bubblesKey = ({ country, date }: BubblesArgs) => `${country}:${date}`;

/**
 * The category bubbles of a country on a day: POST /v1/presentation/modules/v1_bubbles, the items of its v1_bubbles
 * module (none when the answer has no such module). A failure is logged (section 8: category errors) and fails the
 * read.
 */
export const categoryBubbles = defineRead({
  owner: bubblesSlice,
  name: 'category-bubbles',
  args: bubblesKey,
  load: async (args: BubblesArgs, { dispatch, extra }) => {
    try {
      const { modules } = await extra.api.getBubbles({ countryCode: args.country, date: args.date });
      const categories = modules.find((module) => module.type === 'v1_bubbles')?.items ?? [];
      dispatch(bubblesReceived({ key: bubblesKey(args), categories }));
    } catch (error) {
      logger.error('Error fetching category bubbles', error);
      throw error;
    }
  },
  select: (state, args: BubblesArgs) => selectBubbles(state, bubblesKey(args)),
});
