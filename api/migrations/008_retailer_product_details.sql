-- A cart's retailer products name their image by a product-details row of the retailer product
-- (GET /v1/carts?includes=catalog_retailer_products): without this index every one of them scanned product_details.
create index product_details_retailer_product on product_details (retailer_product_id, id);
