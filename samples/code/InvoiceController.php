<?php

declare(strict_types=1);

namespace App\Http\Controllers;

use App\Models\Invoice;
use App\Services\PdfRenderer;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Log;

final class InvoiceController extends Controller
{
    public function __construct(private readonly PdfRenderer $renderer)
    {
    }

    public function index(Request $request): JsonResponse
    {
        $perPage = min((int) $request->query('per_page', 25), 100);
        $invoices = Invoice::query()
            ->where('customer_id', $request->user()->customer_id)
            ->when($request->filled('status'), fn ($q) => $q->where('status', $request->input('status')))
            ->orderByDesc('issued_at')
            ->paginate($perPage);

        return response()->json([
            'data' => $invoices->items(),
            'total' => $invoices->total(),
            'next' => $invoices->nextPageUrl(),
        ]);
    }

    public function show(int $id): JsonResponse
    {
        $invoice = Invoice::with(['lines', 'customer'])->findOrFail($id);
        $this->authorize('view', $invoice);

        return response()->json(['data' => $invoice]);
    }

    public function download(int $id)
    {
        $invoice = Invoice::findOrFail($id);
        try {
            $pdf = $this->renderer->render('invoices.pdf', ['invoice' => $invoice]);
        } catch (\RuntimeException $e) {
            Log::error('PDF rendering failed', ['invoice' => $id, 'error' => $e->getMessage()]);
            abort(500, 'Could not render the invoice.');
        }

        return response($pdf, 200, [
            'Content-Type' => 'application/pdf',
            'Content-Disposition' => sprintf('attachment; filename="invoice-%05d.pdf"', $invoice->number),
        ]);
    }
}
