import { collection, endpoints, readAndSave } from './endpoint.ts';

/** The dashboard module's calls: its figures, the store's management and the setup wizard (spec section 7). */
export const dashboardEndpoints = {
  // prettier-ignore
  ...endpoints('dashboard', { dashboard: ['GET /api/dashboard/', { 200: 'DashboardData' }] }),
  // prettier-ignore
  ...endpoints('manage', {
    ...readAndSave('store', '/api/manage/store/', 'StoreSettings'),
    audit: ['GET /api/manage/audit/', { query: 'PageQuery', 200: 'AuditPage' }],
    ...collection('categories', 'Category', '/api/manage/categories/', { list: 'ManageCategoryList', id: 'IdParams', input: 'CategoryInput', item: 'ManageCategory' }),
    orders: ['GET /api/manage/orders/', { query: 'ManageOrderQuery', 200: 'ManageOrderPage' }],
    changeOrderStatus: ['POST /api/manage/orders/:id/status/', { params: 'IdParams', body: 'OrderStatusChange', 200: 'OrderStatusChanged' }],
    products: ['GET /api/manage/products/', { query: 'ManageProductQuery', 200: 'ManageProductPage' }],
    createProduct: ['POST /api/manage/products/', { body: 'ProductCreate', 201: 'ManageProduct' }],
    product: ['GET /api/manage/products/:id/', { params: 'IdParams', 200: 'ManageProduct' }],
    updateProduct: ['PATCH /api/manage/products/:id/', { params: 'IdParams', body: 'ProductUpdate', 200: 'ManageProduct' }],
    addVariant: ['POST /api/manage/products/:id/variants/', { params: 'IdParams', body: 'VariantCreate', 201: 'ManageProduct' }],
    setVariant: ['PUT /api/manage/products/:id/variants/:variantId/', { params: 'VariantParams', body: 'VariantUpdate', 200: 'ManageProduct' }],
    removeVariant: ['DELETE /api/manage/products/:id/variants/:variantId/', { params: 'VariantParams', 200: 'ManageProduct' }],
    /** multipart/form-data with one `image` file, so no JSON body schema. */
    uploadImage: ['POST /api/manage/products/:id/image/', { params: 'IdParams', 200: 'ManageProduct' }],
    customers: ['GET /api/manage/customers/', { query: 'ManageUserQuery', 200: 'ManageUserPage' }],
    users: ['GET /api/manage/users/', { query: 'ManageUserQuery', 200: 'ManageUserPage' }],
    changeUserRole: ['PUT /api/manage/users/:id/role/', { params: 'IdParams', body: 'UserRoleChange', 200: 'UserRoleChanged' }],
    approveSupplier: ['POST /api/manage/users/:id/approve-supplier/', { params: 'IdParams', 200: 'SupplierApproved' }],
  }),
  // prettier-ignore
  ...endpoints('setup', {
    setupState: ['GET /api/manage/setup/', { 200: 'SetupState' }],
    markStep: ['PUT /api/manage/setup/steps/:step/', { params: 'SetupStepParams', body: 'SetupStepBody', 200: 'SetupState' }],
    goLive: ['POST /api/manage/setup/go-live/', { 200: 'SetupState' }],
    shippingMethods: ['GET /api/manage/shipping-methods/', { 200: 'ManageShippingList' }],
    saveShippingMethod: ['PUT /api/manage/shipping-methods/:id/', { params: 'MethodParams', body: 'ShippingMethodUpdate', 200: 'ShippingMethod' }],
    paymentMethods: ['GET /api/manage/payment-methods/', { 200: 'ManagePaymentList' }],
    savePaymentMethod: ['PUT /api/manage/payment-methods/:id/', { params: 'MethodParams', body: 'PaymentMethodUpdate', 200: 'PaymentMethod' }],
    inviteSupplier: ['POST /api/manage/suppliers/invite/', { body: 'SupplierInvite', 201: 'SupplierInvited' }],
    uploadLogo: ['POST /api/manage/store/logo/', { 200: 'LogoUploaded' }],
  }),
};
