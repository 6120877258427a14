-- A post may carry a video (decision 0088): the name of its clip in api/media/videos/manifest.json, null for a photo
-- post. The seed sets it for the demo posts the committed clips were made from (seed/attach-demo-videos.ts).
alter table posts add column video text;
